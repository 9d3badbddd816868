import type { Session } from '@remac/shared-contracts';

/** What the browser knows of its cart: the token's owner (a member's e-mail, null for a guest's) and so on. */
export interface LocalCart {
  owner: string | null;
  hasToken: boolean;
  /** This visit already asked the server for the member's cart. */
  asked: boolean;
}

export type MemberCartStep = { kind: 'claim'; sendToken: boolean } | { kind: 'forget' } | { kind: 'none' };

const none: MemberCartStep = { kind: 'none' };

/**
 * What the cart does when the session changes (spec §3, shared cart). At login the guest's cart becomes the
 * member's (the server merges it into a cart the member holds elsewhere); at logout or expiry the browser forgets
 * the member's cart, which stays theirs on the server; a member's visit without a cart asks once for the one
 * another device may have started. The e-mail arrives after the login itself, so nothing happens without it.
 */
export function memberCartStep(session: Session, local: LocalCart): MemberCartStep {
  if (!session.loggedIn) return local.owner !== null ? { kind: 'forget' } : none;
  const email = session.email;
  if (!email) return none;
  // Another member's cart is never sent: it is theirs, and the server would not give it anyway.
  if (local.owner !== email) return { kind: 'claim', sendToken: local.owner === null };
  return local.hasToken || local.asked ? none : { kind: 'claim', sendToken: false };
}
