import { defineChannel } from '../channel.js';

/** The member's bearer token for the shell's GraphQL client; `null` when logged out. */
export interface AccessToken {
  token: string | null;
}

export const accessToken = defineChannel<AccessToken>('account:access-token', { replay: true });
