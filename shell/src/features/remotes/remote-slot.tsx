import { useEffect, useState } from 'react';
import type { SlotDefinition } from '@remac/shared-contracts';
import { SlotErrorBoundary } from './slot-error-boundary';
import { UnavailableLine, UnavailableNotice } from './unavailable-notice';
import { useRemoteModule } from './use-remote-module';

export type SlotStatus = 'loading' | 'ready' | 'failed';

interface Props<P> {
  slot: SlotDefinition;
  props: P;
  onStatus?: (status: SlotStatus) => void;
  className?: string;
}

/** A place in the frame filled by a remote's exposed component, isolated from its failures. */
export function RemoteSlot<P extends object>({ slot, props, onStatus, className }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteModule<P>(slot, attempt);
  const name = `${slot.remote}/${slot.module}`;

  useEffect(() => onStatus?.(state.status), [state.status, onStatus]);

  const fallback = (retry: () => void) => {
    if (slot.onFailure === 'notice') return <UnavailableNotice onRetry={retry} />;
    if (slot.onFailure === 'hide') return null;
    return <UnavailableLine messageKey={slot.onFailure.message} />;
  };

  if (state.status === 'loading') return null;
  if (state.status === 'failed') return fallback(() => setAttempt((n) => n + 1));
  const { Component } = state;
  return (
    <SlotErrorBoundary name={name} fallback={fallback}>
      <div className={className} data-slot={name}>
        <Component {...props} />
      </div>
    </SlotErrorBoundary>
  );
}
