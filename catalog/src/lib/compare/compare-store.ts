import { readJson, writeJson } from '../storage';
import { sanitizeCompare, type CompareState } from './compare-rules';

const storageKey = 'remac.catalog.compare';
const listeners = new Set<() => void>();
let state: CompareState | undefined;

/** The compare list, kept in local storage (spec §9) and shared by every catalog module on the page. */
export const compareStore = {
  get(): CompareState {
    state ??= sanitizeCompare(readJson('local', storageKey));
    return state;
  },
  set(next: CompareState): void {
    if (next === state) return;
    state = next;
    writeJson('local', storageKey, next);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
