import { badInput } from './errors.js';

export const MAX_PAGE_SIZE = 100;

/** Validates first/skip: negative values are client errors; first is capped at MAX_PAGE_SIZE. */
export function paging(first: number | null | undefined, skip: number | null | undefined, fallback = 24) {
  const size = first ?? fallback;
  const offset = skip ?? 0;
  if (size < 0) throw badInput('first must be zero or more', 'first');
  if (offset < 0) throw badInput('skip must be zero or more', 'skip');
  if (offset > 100_000) throw badInput('skip is too large', 'skip');
  return { limit: Math.min(size, MAX_PAGE_SIZE), offset };
}
