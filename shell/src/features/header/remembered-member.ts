import { useEffect, useSyncExternalStore } from 'react';
import { session, type EventBus } from '@remac/shared-contracts';

/**
 * The shell's own note that this browser holds a member's session, taken from the account remote's
 * `session` channel (the shell never reads account's storage): on the next page the header loads the
 * session control at once for a member, whose session must keep refreshing, and only on interaction for a guest.
 */
export const rememberedMemberKey = 'remac:member-seen';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(rememberedMemberKey) === '1';
  } catch {
    return false;
  }
}

function write(member: boolean): void {
  if (read() === member) return;
  try {
    if (member) window.localStorage.setItem(rememberedMemberKey, '1');
    else window.localStorage.removeItem(rememberedMemberKey);
  } catch {
    // Without storage a member's control loads on the first interaction, like a guest's.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Logging in in another tab loads the control here too.
  const onStorage = (event: StorageEvent) => (event.key === rememberedMemberKey || event.key === null) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether a member's session was last seen in this browser; false on the server and while hydrating. */
export function useRememberedMember(bus: EventBus): boolean {
  useEffect(() => bus.channel(session).subscribe(({ loggedIn }) => write(loggedIn)), [bus]);
  return useSyncExternalStore(subscribe, read, () => false);
}
