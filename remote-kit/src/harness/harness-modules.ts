import type { ComponentType } from 'react';
import { exposedModuleNames, slots, type RemoteName, type SlotName } from '@remac/shared-contracts';
import { slotRegions, type HarnessRegion } from './slot-regions';

// Exposed modules take different props; the harness hands each what its slot or route gives it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ExposedModules = Record<string, ComponentType<any>>;

/** Fails early when the harness is not given every module the tables make the remote expose. */
export function checkModules(remote: RemoteName, modules: ExposedModules): void {
  const missing = exposedModuleNames(remote).filter((name) => !modules[name]);
  if (missing.length) throw new Error(`${remote} harness: pass the exposed modules ${missing.join(', ')}`);
}

/** The remote's fragments for one region, each module once (a module filling two slots shows at its first). */
export function fragmentsIn(remote: RemoteName, region: HarnessRegion): string[] {
  const names = Object.keys(slots) as SlotName[];
  const owned = names.filter((name) => slots[name].remote === remote);
  const firstSlotOf = new Map<string, SlotName>();
  for (const name of owned) if (!firstSlotOf.has(slots[name].module)) firstSlotOf.set(slots[name].module, name);
  return [...firstSlotOf].filter(([, slot]) => slotRegions[slot] === region).map(([module]) => module);
}
