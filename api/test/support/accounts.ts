import assert from 'node:assert/strict';
import { data, fakeAddress, post, unique } from './client.js';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { status errors { code message } } }`;
export const MEMBER_PASSWORD = 'correct horse battery';

/** A freshly registered member's e-mail, registered from an address of its own so no per-address limit is shared. */
export async function registeredMember(prefix = 'user'): Promise<string> {
  const email = `${unique(prefix)}@example.gr`;
  const { register } = await data(
    REGISTER,
    { input: { email, password: MEMBER_PASSWORD, passwordConfirmation: MEMBER_PASSWORD } },
    { 'x-forwarded-for': fakeAddress() },
  );
  assert.equal(register.status, 'SUCCESS');
  return email;
}

export interface LoggedInMember {
  email: string;
  auth: { Authorization: string };
}

/** A freshly registered member, logged in from an address of its own: its e-mail and bearer header. */
export async function loggedInMember(prefix = 'member'): Promise<LoggedInMember> {
  const email = await registeredMember(prefix);
  const login = await post(
    '/oauth/token',
    { grant_type: 'password', username: email, password: MEMBER_PASSWORD },
    { 'x-forwarded-for': fakeAddress() },
  );
  assert.equal(login.status, 200, login.text);
  return { email, auth: { Authorization: `Bearer ${login.json.access_token}` } };
}
