import { moduleId, type SlotDefinition } from '@remac/shared-contracts';
import { whenFirstInteraction } from '../remotes/first-interaction';
import { loadRemoteModuleOnce } from '../remotes/remote-module-cache';
import type { RememberedFlag } from '../visitor-notes/remembered-flag';

/** One of the shell's notes (`RememberedFlag`): true when the visitor holds state a fragment shows. */
export type NeededNote = Pick<RememberedFlag, 'read' | 'subscribe'>;

/** No state of the visitor's makes the fragment needed before they interact. */
export const neverNeeded: NeededNote = { read: () => false, subscribe: () => () => undefined };

type Outcome = 'loaded' | 'failed';

const waits = new Map<string, Promise<Outcome>>();
const outcomes = new Map<string, Outcome>();

/** Settles when the visitor first interacts, or when the note says the fragment shows state they hold. */
function wanted(needed: NeededNote): Promise<void> {
  return new Promise((resolve) => {
    const stop = needed.subscribe(() => needed.read() && done());
    function done() {
      stop();
      resolve();
    }
    if (needed.read()) done();
    else void whenFirstInteraction().then(done);
  });
}

/**
 * The page's one wait for a fragment's module: settles once the module is wanted (the first interaction,
 * or the note) and has loaded or failed to.
 */
export function waitForModule(slot: SlotDefinition, needed: NeededNote): Promise<Outcome> {
  const id = moduleId(slot);
  let wait = waits.get(id);
  if (!wait) {
    wait = wanted(needed)
      .then(() => loadRemoteModuleOnce(slot.remote, slot.module))
      .then(
        () => 'loaded' as const,
        () => 'failed' as const,
      )
      .then((outcome) => {
        outcomes.set(id, outcome);
        return outcome;
      });
    waits.set(id, wait);
  }
  return wait;
}

/** How the wait for a module ended, once it has. */
export function moduleOutcome(slot: SlotDefinition): Outcome | undefined {
  return outcomes.get(moduleId(slot));
}

/** For tests: a fresh page, where no fragment has been waited for. */
export function forgetFragmentWaits(): void {
  waits.clear();
  outcomes.clear();
}
