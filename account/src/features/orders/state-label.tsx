import { useAccountT } from '../../lib/remote';
import styles from './orders.module.css';

/** Spec §4 state labels; an unknown state shows as the API wrote it rather than nothing. */
export const knownStates = [
  'none',
  'created',
  'pending',
  'approved',
  'completed',
  'canceled',
  'processing',
  'refunded',
  'failed',
  'ready',
  'shipped',
  'returned',
] as const;

export function StateLabel({ state }: { state: string }) {
  const t = useAccountT();
  const key = state.toLowerCase();
  const known = (knownStates as readonly string[]).includes(key);
  return (
    <span className={styles.state} data-state={key}>
      {known ? t(`states.${key}`) : state}
    </span>
  );
}
