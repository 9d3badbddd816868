/** Spec §3, auth session (client), plus the user's e-mail (the only user data shown). */
export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number | null;
  /** Where to go after login (a member route a guest asked for). */
  redirect: string | null;
  /** The last member route the visitor was on: on expiry, login is shown only if they are still there. */
  lastPath: string | null;
  email: string | null;
}

export const guestSession: SessionState = {
  token: null,
  refreshToken: null,
  expiresAt: null,
  redirect: null,
  lastPath: null,
  email: null,
};

/** Spec §4: logged in when a token exists and has not expired. */
export function isLoggedIn(state: SessionState, now: number): boolean {
  return Boolean(state.token && state.expiresAt && state.expiresAt > now);
}

/** Only a path of this site (not `//elsewhere` or a full URL) may be a redirect after login. */
export function isLocalPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && /^\/(?![/\\])/.test(path);
}
