import { BehaviorSubject } from 'rxjs';

export type ProgressState = 'idle' | 'loading' | 'done' | 'failed';

/** Shell-internal: the page slot reports how loading the current route went. */
export const routeProgress = new BehaviorSubject<ProgressState>('idle');
