import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { entryId, savePosition, savedPosition } from './scroll-positions';
import { hashTarget, jumpTo, scrollWhenReady } from './scroll-when-ready';
import { followedLink, watchLinkClicks } from './link-clicks';

/** The page was reloaded or reached with Back or Forward, not opened afresh (a link from elsewhere, the address bar). */
function returnedToDocument(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * Scroll like a multi-page site although pages render later, in remotes: a new page starts at the
 * top, Back and Forward return to where the visitor was, and `#anchor` addresses land on their
 * target below the sticky header (`scroll-padding-top` in global.css).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(entryId(location));
  const previous = useRef<typeof location | null>(null);
  // The last position seen, with the entry it belongs to, until the next frame stores it.
  const unsaved = useRef<{ id: string; top: number } | null>(null);
  const storeUnsaved = () => {
    if (unsaved.current) savePosition(unsaved.current.id, unsaved.current.top);
    unsaved.current = null;
  };

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      unsaved.current = { id: current.current, top: window.scrollY };
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(storeUnsaved);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const unwatch = watchLinkClicks();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      unwatch();
    };
  }, []);

  useLayoutEffect(() => {
    // A link followed before the next frame: the page left keeps its last position, not the one a frame before.
    storeUnsaved();
    const id = entryId(location);
    const before = previous.current;
    current.current = id;
    previous.current = location;
    const target = location.hash ? () => hashTarget(location.hash) : undefined;
    const byLink = followedLink();

    if (navigationType === 'POP') {
      const top = before || returnedToDocument() ? savedPosition(id) : undefined;
      if (top !== undefined) {
        return scrollWhenReady(() => {
          if (Math.abs(window.scrollY - top) > 1) jumpTo(top);
          return Math.abs(window.scrollY - top) <= 1;
        });
      }
      // A first visit or a plain anchor link: the browser placed the page; an anchor rendered later is sought.
      if (!target || (before && before.pathname === location.pathname)) return;
    } else if (!target) {
      const newPage = !before || before.pathname !== location.pathname || byLink;
      if (!newPage) return;
      // Held at the top while the page settles: a scroll still gliding from the previous page (a flick on
      // a phone, a wheel) would otherwise carry the new page down after one jump.
      return scrollWhenReady(() => {
        if (window.scrollY > 1) jumpTo(0);
        return window.scrollY <= 1;
      });
    }
    return scrollWhenReady(() => {
      const element = target();
      if (!element) return false;
      const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      if (Math.abs(element.getBoundingClientRect().top - offset) > 1) element.scrollIntoView({ block: 'start', behavior: 'instant' });
      return true;
    });
    // Each new history entry, not each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.pathname, location.search, location.hash]);

  return null;
}
