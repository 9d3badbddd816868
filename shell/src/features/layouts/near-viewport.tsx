import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Once the visitor scrolls, regions this far from the viewport start loading, to be ready when reached. */
const loadAhead = '600px';

/** Before any scrolling only what is in view counts: the first view loads nothing below the fold. */
function useLoadAheadMargin(): string {
  const [margin, setMargin] = useState(() => (typeof window !== 'undefined' && window.scrollY > 0 ? loadAhead : '0px'));
  useEffect(() => {
    if (margin === loadAhead) return undefined;
    const onScroll = () => setMargin(loadAhead);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [margin]);
  return margin;
}

/**
 * Renders its children once their place is in view, or near it once the visitor scrolls: regions
 * below the fold (reviews, newsletter, footer fragments) then cost nothing on the first view.
 */
export function WhenNearViewport({ children, region = true, now = false }: { children: ReactNode; region?: boolean; now?: boolean }) {
  const marker = useRef<HTMLDivElement>(null);
  // Placeholder first, on the server and in the hydrating browser alike, so their markup is the same.
  const [near, setNear] = useState(false);
  const margin = useLoadAheadMargin();

  useEffect(() => {
    const element = marker.current;
    if (near || now || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: `${margin} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, now, margin]);

  // A region's place is marked for those waiting for the page to settle; a small place inside one (a card's
  // button, `region` false) is not, or a jump to the footer would wait for every card above it.
  return near || now ? children : <div ref={marker} data-deferred-region={region ? '' : undefined} />;
}
