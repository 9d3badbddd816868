import { slots, type SlotName } from '@remac/shared-contracts';
import { RemoteSlot } from '../remotes/remote-slot';
import { useHostContext } from '../locale/use-locale';
import { WhenNearViewport } from './near-viewport';

interface Props {
  name: SlotName;
  className?: string;
  /** Below the fold: load the remote only when the region comes near the viewport. */
  deferred?: boolean;
}

/** A slot of the frame filled by the remote named in the contracts' slot table. */
export function Fragment({ name, className, deferred = false }: Props) {
  const host = useHostContext();
  const slot = <RemoteSlot slot={slots[name]} props={host} className={className} />;
  return deferred ? <WhenNearViewport>{slot}</WhenNearViewport> : slot;
}
