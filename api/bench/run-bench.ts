import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '../test/support/api-process.js';
import { startPostgres } from '../test/support/postgres-server.js';
import { load, type LoadResult } from './load.js';
import { productQuery, productSlugs, searchQuery, searchTerms } from './queries.js';

/** `npm run bench -w api`: Product and Search at 32 connections for 20 s each, on PGlite and on PostgreSQL. */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const products = productSlugs.map((slug) => JSON.stringify({ query: productQuery, variables: { where: { slug } } }));
const searches = searchTerms.map((term) =>
  JSON.stringify({
    query: searchQuery,
    variables: { term, first: 24, aggs: ['category', 'grade', 'memory', 'storage', 'price', 'availability'] },
  }),
);

/** Each backend twice: with the default response cache, and with it off (every request hits the database). */
async function measure(label: string, env: Record<string, string>): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const [mode, ttl] of [
    ['cached', '30'],
    ['uncached', '0'],
  ] as const) {
    const api = await startApi({ ...env, API_PRERENDER_MEDIA: '0', API_RESPONSE_CACHE_TTL: ttl });
    try {
      await load('warm-up', api.url, [...products, ...searches], 8, 3);
      results.push(await load(`${label} ${mode} Product`, api.url, products, connections, seconds));
      results.push(await load(`${label} ${mode} Search`, api.url, searches, connections, seconds));
    } finally {
      await api.stop();
    }
  }
  return results;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'remac-bench-'));
const results: LoadResult[] = [];
try {
  if (process.env.BENCH_SKIP_PGLITE !== '1') results.push(...(await measure('PGlite', { API_DATA_DIR: path.join(scratch, 'pglite') })));
  const server = await startPostgres();
  try {
    results.push(...(await measure('PostgreSQL', { DATABASE_URL: server.url, API_DATA_DIR: path.join(scratch, 'pg') })));
  } finally {
    await server.stop();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log(`\n${connections} connections, ${seconds} s per run, one API process`);
console.log('run                           req/s   p50 ms  p95 ms  p99 ms  requests  errors  non-2xx');
for (const r of results) {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `${r.name.padEnd(29)} ${String(r.rps).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.requests).padStart(9)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)}`,
  );
}
