import type { LoadResult } from './load.js';

export interface BenchRun {
  backend: string;
  scale: number;
  mode: 'cached' | 'uncached';
  kind: 'Product' | 'Search';
  result: LoadResult;
  /** One-minute load average when the run ended (the machine may be shared). */
  load1: number;
  /** CPU time of the API process and its database (PostgreSQL server and backends) per answered request. */
  cpuMsPerRequest: number;
  /** The API process's part of it (all of it with PGlite, which runs inside the API process). */
  apiCpuMsPerRequest: number;
  /** CPU time of the load generator (this process) per answered request: it shares the machine's cores. */
  loaderCpuMsPerRequest: number;
}

const ms = (value: number) => value.toFixed(1).padStart(7);

export function printResults(runs: BenchRun[]): void {
  console.log(
    'run                                      req/s   p50 ms  p95 ms  p99 ms  requests  errors  non-2xx  load  cpu ms/req  of it API  load gen ms/req',
  );
  for (const { result: r, load1, cpuMsPerRequest, apiCpuMsPerRequest, loaderCpuMsPerRequest } of runs) {
    console.log(
      `${r.name.padEnd(40)} ${String(r.rps).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.requests).padStart(9)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)} ${load1.toFixed(1).padStart(5)} ${cpuMsPerRequest.toFixed(1).padStart(11)} ${apiCpuMsPerRequest.toFixed(1).padStart(10)} ${loaderCpuMsPerRequest.toFixed(1).padStart(16)}`,
    );
  }
}

/** p95 and req/s of the largest catalogue over the seeded one, per backend and call (uncached). */
export function printGrowth(runs: BenchRun[]): void {
  const uncached = runs.filter((run) => run.mode === 'uncached');
  const scales = [...new Set(uncached.map((run) => run.scale))].sort((a, b) => a - b);
  if (scales.length < 2) return;
  const [small, large] = [scales[0]!, scales[scales.length - 1]!];
  console.log(`\ngrowth ${small}× → ${large}× catalogue (uncached)       p95 ratio  req/s ratio  cpu/req ratio`);
  for (const backend of [...new Set(uncached.map((run) => run.backend))]) {
    for (const kind of ['Product', 'Search'] as const) {
      const find = (scale: number) => uncached.find((run) => run.backend === backend && run.kind === kind && run.scale === scale);
      const [a, b] = [find(small), find(large)];
      if (!a || !b) continue;
      const cpu = b.cpuMsPerRequest / Math.max(0.01, a.cpuMsPerRequest);
      console.log(
        `${`${backend} ${kind}`.padEnd(44)} ${(b.result.p95 / a.result.p95).toFixed(2).padStart(8)} ${(b.result.rps / a.result.rps).toFixed(2).padStart(11)} ${cpu.toFixed(2).padStart(14)}`,
      );
    }
  }
}
