import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import { startApi } from '../test/support/api-process.js';
import { startPostgres } from '../test/support/postgres-server.js';
import { load, type LoadResult } from './load.js';
import { listingAggregations, productQuery, productSlugs, searchQuery, searchVariables } from './queries.js';
import { printGrowth, printResults, type BenchRun } from './report.js';
import { cpuMsOfTrees } from './cpu.js';

/**
 * `npm run bench -w api` (or `npm run bench:api`): Product and Search with facets at 32 connections, response cache
 * off, on PGlite and on PostgreSQL, with the seeded catalogue and with it copied 10 times (API_SEED_SCALE).
 * BENCH_SCALES (`1,10`), BENCH_SECONDS (20), BENCH_CONNECTIONS (32), BENCH_CACHED=1 (also the cached 1× runs),
 * BENCH_SKIP_PGLITE=1 / BENCH_SKIP_POSTGRES=1, BENCH_API_WORKERS (`1`; `1,2` measures PostgreSQL with one API process,
 * then with two: API_WORKERS; PGlite always has one).
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const scales = (process.env.BENCH_SCALES ?? '1,10').split(',').map(Number);
const withCached = process.env.BENCH_CACHED === '1';
const apiWorkers = (process.env.BENCH_API_WORKERS ?? '1').split(',').map(Number);

const productBodies = (scale: number) =>
  productSlugs.flatMap((slug) =>
    // Half the reads go to the synthetic copies, so a larger catalogue is read across its whole size.
    [slug, scale > 1 ? `${slug}-x${scale}` : slug].map((s) => JSON.stringify({ query: productQuery, variables: { where: { slug: s } } })),
  );
const searchBodies = searchVariables.map((variables) =>
  JSON.stringify({ query: searchQuery, variables: { ...variables, first: 24, aggs: listingAggregations } }),
);

async function measure(
  backend: string,
  env: Record<string, string>,
  scale: number,
  databasePids: () => number[] = () => [],
): Promise<BenchRun[]> {
  const runs: BenchRun[] = [];
  for (const [mode, ttl] of withCached && scale === 1
    ? [['cached', '30'] as const, ['uncached', '0'] as const]
    : [['uncached', '0'] as const]) {
    const api = await startApi({ ...env, API_PRERENDER_MEDIA: '0', API_RESPONSE_CACHE_TTL: ttl, API_SEED_SCALE: String(scale) }, 600_000);
    try {
      const products = productBodies(scale);
      await load('warm-up', api.url, [...products, ...searchBodies], 8, 3);
      const run = async (kind: 'Product' | 'Search', bodies: string[]) => {
        const roots = [api.pid, ...databasePids()];
        const [cpuBefore, apiCpuBefore, loaderCpuBefore] = [cpuMsOfTrees(roots), cpuMsOfTrees([api.pid]), process.cpuUsage()];
        const result: LoadResult = await load(`${backend} ${scale}× ${mode} ${kind}`, api.url, bodies, connections, seconds);
        const perRequest = (ms: number) => ms / Math.max(1, result.requests);
        const cpuMsPerRequest = perRequest(cpuMsOfTrees(roots) - cpuBefore);
        const apiCpuMsPerRequest = perRequest(cpuMsOfTrees([api.pid]) - apiCpuBefore);
        const loaderCpu = process.cpuUsage(loaderCpuBefore);
        const loaderCpuMsPerRequest = perRequest((loaderCpu.user + loaderCpu.system) / 1000);
        runs.push({ backend, scale, mode, kind, result, load1: loadavg()[0]!, cpuMsPerRequest, apiCpuMsPerRequest, loaderCpuMsPerRequest });
      };
      await run('Product', products);
      await run('Search', searchBodies);
    } finally {
      await api.stop();
    }
  }
  return runs;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'remac-bench-'));
const runs: BenchRun[] = [];
try {
  for (const scale of scales) {
    if (process.env.BENCH_SKIP_PGLITE !== '1') {
      runs.push(...(await measure('PGlite', { API_DATA_DIR: path.join(scratch, `pglite-${scale}`) }, scale)));
    }
    if (process.env.BENCH_SKIP_POSTGRES !== '1') {
      const server = await startPostgres();
      try {
        for (const workers of apiWorkers) {
          const backend = workers > 1 ? `PostgreSQL, ${workers} API` : 'PostgreSQL';
          const env = { DATABASE_URL: server.url, API_DATA_DIR: path.join(scratch, `pg-${scale}`), API_WORKERS: String(workers) };
          runs.push(...(await measure(backend, env, scale, () => [server.pid()])));
        }
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log(
  `\n${connections} connections, ${seconds} s per run, one API process unless said ("2 API": API_WORKERS=2); Search = the listing's 8 facets, 24 nodes`,
);
printResults(runs);
printGrowth(runs);
