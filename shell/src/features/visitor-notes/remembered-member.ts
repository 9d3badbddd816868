import { useEffect } from 'react';
import { session, type EventBus } from '@remac/shared-contracts';
import { rememberedFlag, useRememberedFlag } from './remembered-flag';

/**
 * That this browser holds a member's session, from the account remote's `session` channel: the header
 * loads the session control at once for a member, whose session must keep refreshing, and only on
 * interaction for a guest.
 */
export const rememberedMember = rememberedFlag('remac:member-seen');

export function useRememberedMember(bus: EventBus): boolean {
  useEffect(() => bus.channel(session).subscribe(({ loggedIn }) => rememberedMember.write(loggedIn)), [bus]);
  return useRememberedFlag(rememberedMember);
}
