import { defineChannel } from '../channel.js';

export interface Session {
  loggedIn: boolean;
  email: string | null;
}

export const session = defineChannel<Session>('account:session', { replay: true });
