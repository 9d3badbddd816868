import { useCallback, useState } from 'react';
import { slots, type SlotName } from '@remac/shared-contracts';
import { RemoteSlot, type SlotStatus } from '../remotes/remote-slot';
import { useHostContext } from '../locale/use-locale';
import { WhenNearViewport } from './near-viewport';

interface Props {
  name: SlotName;
  className?: string;
  /** Below the fold: load the remote only when the region comes near the viewport. */
  deferred?: boolean;
  /**
   * A class giving the region its usual size before the fragment arrives, so nothing after it moves
   * when it does; dropped if the fragment fails (a hidden fragment leaves no gap).
   */
  reserveClassName?: string;
}

/** A slot of the frame filled by the remote named in the contracts' slot table. */
export function Fragment({ name, className, deferred = false, reserveClassName }: Props) {
  const host = useHostContext();
  const [failed, setFailed] = useState(false);
  const onStatus = useCallback((status: SlotStatus) => setFailed(status === 'failed'), []);
  const slot = <RemoteSlot slot={slots[name]} props={host} className={className} onStatus={reserveClassName ? onStatus : undefined} />;
  const placed = deferred ? <WhenNearViewport>{slot}</WhenNearViewport> : slot;
  return reserveClassName ? <div className={failed ? undefined : reserveClassName}>{placed}</div> : placed;
}
