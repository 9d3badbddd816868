import { slots, type HostSlotProps } from '@remac/shared-contracts';
import { RemoteSlot } from '../remotes/remote-slot';
import { useHostContext } from '../locale/use-locale';

/** Handed to remotes as `host.Slot`: one remote places another's fragment without importing it. */
export function HostSlot({ name, props }: HostSlotProps) {
  const host = useHostContext();
  return <RemoteSlot slot={slots[name]} props={{ ...host, ...props }} />;
}
