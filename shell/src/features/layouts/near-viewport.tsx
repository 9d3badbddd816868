import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the fold a deferred region starts loading, so it is usually ready when scrolled to. */
const loadAhead = '600px';

/**
 * Resolves once the page has loaded and the browser is idle: by then the page's own content has
 * usually pushed the deferred regions down, so their first position is not mistaken for "near".
 */
function afterPageSettles(): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else window.setTimeout(resolve, 200);
    });
  if (document.readyState === 'complete') return idle();
  return new Promise((resolve) => window.addEventListener('load', () => void idle().then(resolve), { once: true }));
}

/**
 * Renders its children once their place comes near the viewport: regions below the fold (reviews,
 * newsletter, footer fragments) then cost nothing on the first view of a page.
 */
export function WhenNearViewport({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = marker.current;
    if (near || !element) return undefined;
    let observer: IntersectionObserver | undefined;
    let cancelled = false;
    void afterPageSettles().then(() => {
      if (cancelled) return;
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
        rootMargin: loadAhead,
      });
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [near]);

  return near ? children : <div ref={marker} data-deferred-region="" />;
}
