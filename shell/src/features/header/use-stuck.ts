import { useEffect, useRef, useState } from 'react';
import { BehaviorSubject } from 'rxjs';

/** Whether the sticky header is stuck to the top; the home layout's menu bar appears only then. */
const headerStuck = new BehaviorSubject(false);

export function useHeaderStuck(): boolean {
  const [stuck, setStuck] = useState(headerStuck.value);
  useEffect(() => {
    const subscription = headerStuck.subscribe(setStuck);
    return () => subscription.unsubscribe();
  }, []);
  return stuck;
}

/** Attach the returned ref to an empty element just above the sticky header. */
export function useStickSentinel<T extends HTMLElement>() {
  const sentinel = useRef<T>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => headerStuck.next(!entry!.isIntersecting));
    observer.observe(element);
    return () => {
      observer.disconnect();
      headerStuck.next(false);
    };
  }, []);
  return sentinel;
}
