import { memo, Suspense, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { moduleId, slots, type SlotDefinition, type SlotName } from '@remac/shared-contracts';
import { PreloadedModules } from '../remotes/preloaded-modules';
import { loadedRemoteComponent } from '../remotes/remote-module-cache';
import { Fragment } from './fragment';
import { moduleOutcome, neverNeeded, waitForModule, type NeededNote } from './fragment-waits';
import styles from './fragment-on-interaction.module.css';

const noSubscription = () => () => undefined;
const never = new Promise<never>(() => undefined);

/** True on the server and while React hydrates the server's markup; false when the browser renders anew. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * Suspends hydration until the module is wanted and in hand: React leaves the server's markup of the
 * boundary standing (dehydrated) meanwhile, and hydrates it once the module has come. Thrown rather than
 * `use`d: whether this suspends depends on the module cache, not on the render.
 */
function UntilWanted({ slot, needed }: { slot: SlotDefinition; needed: NeededNote }) {
  const hydrating = useHydrating();
  const preloaded = useContext(PreloadedModules);
  const inHand = preloaded.has(moduleId(slot)) || loadedRemoteComponent(slot.remote, slot.module) !== undefined;
  if (!hydrating || inHand || typeof window === 'undefined') return null;
  // Without the module the markup cannot hydrate: it stands until the region is rendered anew (below).
  if (moduleOutcome(slot) === 'failed') throw never;
  throw waitForModule(slot, needed);
}

function WhenHydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

interface Props {
  name: SlotName;
  /** The fragment loads at once while this note is true, and as soon as it turns true. */
  needed?: NeededNote;
}

/**
 * A first-view fragment the server renders and the browser hydrates only when the visitor first interacts
 * with the page (or at once while the `needed` note is true): until then its markup is the server's, and no
 * script of its remote is downloaded. A click on it in the meantime is held and replayed once it has
 * hydrated. If its module fails to load, the region is rendered anew in the browser, where the slot shows
 * its usual fallback. Memoised with stable props: an update reaching a boundary that is still waiting would
 * make React drop the server's markup and render the (empty) fallback instead.
 */
export const FragmentOnInteraction = memo(function FragmentOnInteraction({ name, needed = neverNeeded }: Props) {
  const slot = slots[name];
  const region = useRef<HTMLDivElement>(null);
  const held = useRef<{ hydrated: boolean; click?: EventTarget; release?: () => void }>({ hydrated: false });
  const [renderAnew, setRenderAnew] = useState(false);

  useEffect(() => {
    const state = held.current;
    if (state.hydrated) return undefined;
    const hold = (event: MouseEvent) => {
      if (state.hydrated || !(event.target instanceof Node) || !region.current?.contains(event.target)) return;
      // React would drop a click on markup it cannot hydrate yet; the browser must not act on it either.
      event.preventDefault();
      event.stopPropagation();
      state.click = event.target;
    };
    window.addEventListener('click', hold, true);
    state.release = () => window.removeEventListener('click', hold, true);
    return state.release;
  }, []);

  useEffect(() => {
    if (loadedRemoteComponent(slot.remote, slot.module)) return undefined;
    let active = true;
    // The same wait as the boundary's (React hydrates the boundary after this frame's own commit).
    void waitForModule(slot, needed).then((outcome) => active && outcome === 'failed' && setRenderAnew(true));
    return () => {
      active = false;
    };
  }, [slot, needed]);

  const onHydrated = useCallback(() => {
    const state = held.current;
    state.hydrated = true;
    state.release?.();
    const click = state.click;
    state.click = undefined;
    if (click instanceof Node && click.isConnected) click.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }, []);

  return (
    <div ref={region} className={styles.region}>
      {/* A new key replaces the waiting boundary: the browser renders the slot itself, no hydration to mismatch. */}
      <Suspense key={renderAnew ? 'browser' : 'server'} fallback={null}>
        <UntilWanted slot={slot} needed={needed} />
        <Fragment name={name} />
        <WhenHydrated onHydrated={onHydrated} />
      </Suspense>
    </div>
  );
});
