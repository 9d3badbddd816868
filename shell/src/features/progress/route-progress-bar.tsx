import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { routeProgress, type ProgressState } from './route-progress';
import { useShellT } from '../locale/use-shell-t';
import styles from './route-progress-bar.module.css';

/** Spec §9: shown only when loading takes longer than the 200 ms throttle; runs over 5000 ms. */
export const progressThrottleMs = 200;

export function RouteProgressBar() {
  const { pathname } = useLocation();
  const t = useShellT();
  const [state, setState] = useState<ProgressState>('idle');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const subscription = routeProgress.subscribe(setState);
    return () => subscription.unsubscribe();
  }, []);

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setVisible(true), progressThrottleMs);
    return () => clearTimeout(timer);
  }, [state, pathname]);

  useEffect(() => {
    if (state === 'done') setVisible(false);
  }, [state]);

  if (!visible && state !== 'failed') return null;
  return (
    <div
      className={`${styles.bar} ${state === 'failed' ? styles.failed : ''} ${state === 'loading' ? styles.running : styles.finished}`}
      role="progressbar"
      aria-label={t('progress.label')}
      data-state={state}
    />
  );
}
