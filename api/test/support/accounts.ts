import assert from 'node:assert/strict';
import { data, fakeAddress, unique } from './client.js';

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
