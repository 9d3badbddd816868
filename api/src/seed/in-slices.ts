/** A statement takes at most 65,535 parameters: a scaled seed (API_SEED_SCALE) inserts its rows in slices. */
export async function inSlices<T, R>(rows: T[], insert: (slice: T[]) => Promise<R[]>, size = 2000): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < rows.length; start += size) results.push(...(await insert(rows.slice(start, start + size))));
  return results;
}
