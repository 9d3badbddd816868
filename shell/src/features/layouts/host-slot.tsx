import { slots, type HostSlotProps } from '@remac/shared-contracts';
import { useFirstInteraction } from '../remotes/first-interaction';
import { RemoteSlot } from '../remotes/remote-slot';
import { useHostContext } from '../locale/use-locale';
import { WhenNearViewport } from './near-viewport';

/**
 * Handed to remotes as `host.Slot`: one remote places another's fragment without importing it. The
 * fragment (e.g. add-to-cart on each product card) loads once its place is in view or the visitor first
 * interacts with the page (places out of view in a scrolling box included), so places below the fold
 * cost the first view nothing.
 */
export function HostSlot({ name, props }: HostSlotProps) {
  const host = useHostContext();
  const interacted = useFirstInteraction();
  return (
    <WhenNearViewport region={false} now={interacted}>
      <RemoteSlot slot={slots[name]} props={{ ...host, ...props }} />
    </WhenNearViewport>
  );
}
