import { slots, type SlotName } from '@remac/shared-contracts';
import { RemoteSlot } from '../remotes/remote-slot';
import { useHostContext } from '../locale/use-locale';

/** A slot of the frame filled by the remote named in the contracts' slot table. */
export function Fragment({ name, className }: { name: SlotName; className?: string }) {
  const host = useHostContext();
  return <RemoteSlot slot={slots[name]} props={host} className={className} />;
}
