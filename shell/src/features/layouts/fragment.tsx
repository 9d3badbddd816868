import { useState } from 'react';
import { slots, type SlotName } from '@remac/shared-contracts';
import { RemoteSlot, type SlotStatus } from '../remotes/remote-slot';
import { useHostContext } from '../locale/use-locale';
import { WhenNearViewport } from './near-viewport';
import styles from './fragment.module.css';

interface Props {
  name: SlotName;
  className?: string;
  /**
   * Below the fold: load the remote only when the region comes near the viewport. Until the fragment
   * has arrived (or failed) its region is marked `data-deferred-region`, as is the place of any region
   * not yet near: what a visitor or a test jumping there can wait for.
   */
  deferred?: boolean;
  /**
   * A class giving a deferred region its usual size before the fragment arrives, so nothing after it
   * moves when it does; dropped if the fragment fails (a hidden fragment leaves no gap).
   */
  reserveClassName?: string;
}

/** A slot of the frame filled by the remote named in the contracts' slot table. */
export function Fragment({ name, className, deferred = false, reserveClassName }: Props) {
  const host = useHostContext();
  const [status, setStatus] = useState<SlotStatus>('loading');
  const slot = <RemoteSlot slot={slots[name]} props={host} className={className} onStatus={deferred ? setStatus : undefined} />;
  if (!deferred) return slot;
  const room = status === 'failed' ? undefined : reserveClassName;
  return (
    <div className={room ?? styles.noBox} data-deferred-region={status === 'loading' ? '' : undefined}>
      <WhenNearViewport>{slot}</WhenNearViewport>
    </div>
  );
}
