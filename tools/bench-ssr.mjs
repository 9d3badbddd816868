#!/usr/bin/env node
// npm run bench:ssr: server-rendering throughput of home and a product page, served like `npm start`
// (published builds, the API, the host's HOST_WORKERS processes), at 50 connections for 10 s each
// (`--connections`, `--seconds`), asking for compressed pages as browsers do: straight to the host (no cache)
// and through nginx with the repo's config (deploy/nginx). On the host, each page's run first loads it for `--warmup`
// seconds (30) on the same connections, and measures only the time after: a new process spends its first minute
// optimising the render's code (V8 compiles hot functions in the background), and 50 connections opened at once
// wait about a second for busy processes to accept them. A host runs for days behind a proxy that keeps its
// connections. The warm-up's pages/s are printed too: what a newly started process manages. Prints pages/s, p50/p95
// latency and how many answers were the unrendered fallback page (the host's X-Render header), the CPU time the
// host's and the API's processes spent per page (the figure that least depends on what else the machine runs), with
// the load average.
// A benchmark, not a test.
import { execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { nginxArguments, writeNginxConfig } from '../deploy/nginx/nginx-config.mjs';
import { startShop } from './lib/start-shop.mjs';
import { repoRoot } from './lib/workspaces.mjs';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '30' },
  },
});
const pages = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/macbook-air-13-m1-2020-excellent' },
];
// What Chromium sends. Without it the host and nginx send the pages uncompressed (~95 KB each), and at ~2,000 pages/s
// the bench's own client, one thread on the same two cores, was what set the ceiling through the cache.
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const hostPort = Number(process.env.BENCH_HOST_PORT ?? 4370);
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 4371);

async function startNginx(dir) {
  await writeNginxConfig({ dir, listen: `127.0.0.1:${nginxPort}`, upstreams: [`127.0.0.1:${hostPort}`] });
  const nginx = spawn(process.execPath, [path.join(repoRoot, 'deploy/nginx/nginx-with-parent.mjs'), ...nginxArguments(dir)], {
    stdio: 'inherit',
  });
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${nginxPort}/registry.json`);
      return nginx;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The value below which `share` of the sorted `values` lie. */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * How node:cluster split the bench's connections among the host's processes, e.g. "25/25" (from `ss`; null
 * without it). The process with more connections answers them more slowly: a split like 15/35 shows in the p95.
 */
function connectionsPerProcess() {
  try {
    const sockets = execFileSync('ss', ['-tnpH', 'state', 'established', `( sport = :${hostPort} )`], { encoding: 'utf8' });
    const byProcess = {};
    for (const [, pid] of sockets.matchAll(/pid=(\d+)/g)) byProcess[pid] = (byProcess[pid] ?? 0) + 1;
    return Object.values(byProcess).join('/');
  } catch {
    return null;
  }
}

/**
 * One load run of `warmup` + `--seconds` seconds on the same connections, measured over its last `--seconds`: pages/s,
 * latency percentiles, the answers by their X-Render header, CPU ms per page of each of `pids`; and the pages/s of
 * the warm-up. Errors and timeouts are counted over the whole run.
 */
async function measure(origin, page, pids, warmup) {
  // The API's own bench helper (CPU time of process trees, from /proc), built with the API the shop runs.
  const { cpuMsOfTrees } = await import('../api/dist/bench/cpu.js');
  const cpuNow = () => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMsOfTrees([pid])]));
  const rendered = {};
  const latencies = [];
  let warmingPages = 0;
  let measuring = warmup === 0;
  let measuredFrom = performance.now();
  let cpuBefore = cpuNow();
  let split = null;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${page.path}`,
        connections: Number(values.connections),
        duration: warmup + Number(values.seconds),
        headers: browserHeaders,
        requests: [
          {
            method: 'GET',
            onResponse: (status, body, context, headers) => {
              if (!measuring) return;
              const key = status === 200 ? (headers['x-render'] ?? 'none') : `status ${status}`;
              rendered[key] = (rendered[key] ?? 0) + 1;
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (client, statusCode, bytes, responseTime) => {
      if (measuring) latencies.push(responseTime);
      else warmingPages += 1;
    });
    if (!measuring)
      setTimeout(() => {
        measuring = true;
        measuredFrom = performance.now();
        cpuBefore = cpuNow();
        split = connectionsPerProcess();
      }, warmup * 1000);
  });
  const seconds = (performance.now() - measuredFrom) / 1000;
  const cpuAfter = cpuNow();
  latencies.sort((a, b) => a - b);
  const cpuMsPerPage = Object.fromEntries(
    Object.keys(pids).map((name) => [name, Number(((cpuAfter[name] - cpuBefore[name]) / Math.max(1, latencies.length)).toFixed(1))]),
  );
  return {
    pagesPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Math.round(percentile(latencies, 0.5)),
    p95Ms: Math.round(percentile(latencies, 0.95)),
    errors: result.errors + result.timeouts + result.non2xx,
    fallback: rendered.fallback ?? 0,
    answers: rendered,
    cpuMsPerPage,
    warmingPagesPerSecond: warmup > 0 ? Math.round(warmingPages / warmup) : null,
    connectionsPerProcess: split,
  };
}

const nginxDir = await mkdtemp(path.join(os.tmpdir(), 'remac-bench-nginx-'));
// Started as root, nginx's workers run as `nobody`: they must reach their cache folder.
await chmod(nginxDir, 0o755);
const shop = await startShop({
  apiPort: process.env.BENCH_API_PORT ?? '4372',
  dataDir: '.tmp-bench-ssr-api',
  hostPort,
  waitForPictures: true,
});
const nginx = await startNginx(nginxDir);
try {
  // Warm: server builds loaded, the API's caches filled, nginx holding each page.
  for (const page of pages)
    for (let index = 0; index < 5; index += 1) await fetch(`${shop.origin}${page.path}`, { headers: browserHeaders }).then((r) => r.text());
  const rows = [];
  for (const [target, origin] of [
    ['host (no cache)', shop.origin],
    ['nginx cache', `http://localhost:${nginxPort}`],
  ]) {
    for (const page of pages) {
      const load = os.loadavg()[0].toFixed(2);
      // The cache in front needs no warming: its answers do not run the render's code.
      const figures = await measure(origin, page, shop.pids, origin === shop.origin ? Number(values.warmup) : 0);
      rows.push({ target, page: page.name, ...figures, loadAverage: load });
      console.log(JSON.stringify(rows.at(-1)));
    }
  }
  console.log(
    `\nHOST_WORKERS=${process.env.HOST_WORKERS ?? os.availableParallelism()}, ${values.connections} connections, ${values.seconds} s each after ${values.warmup} s of warm-up (host), ${os.availableParallelism()} cores`,
  );
  console.log(
    '| target | page | pages/s | p50 ms | p95 ms | fallback | errors | host CPU ms/page | API CPU ms/page | load avg (1 min) before | pages/s while warming | connections per host process |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows)
    console.log(
      `| ${row.target} | ${row.page} | ${row.pagesPerSecond} | ${row.p50Ms} | ${row.p95Ms} | ${row.fallback} | ${row.errors} | ${row.cpuMsPerPage.host} | ${row.cpuMsPerPage.api} | ${row.loadAverage} | ${row.warmingPagesPerSecond ?? '–'} | ${row.connectionsPerProcess ?? '–'} |`,
    );
} finally {
  nginx.kill('SIGTERM');
  await shop.stop();
  await rm(nginxDir, { recursive: true, force: true });
}
