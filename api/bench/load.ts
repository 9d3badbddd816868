import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs autocannon against /graphql, rotating request bodies, and measures p50/p95/p99 from every response. */
export function load(name: string, url: string, bodies: string[], connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/graphql`,
        connections,
        duration: seconds,
        requests: bodies.map((body) => ({
          method: 'POST',
          path: '/graphql',
          // The spec §7 headers the shop's pages send with every request, the time zone included.
          headers: { 'content-type': 'application/json', tenant: 'remac', locale: 'el', timezone: 'Europe/Athens' },
          body,
        })),
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          name,
          requests: result.requests.total,
          rps: Math.round(result.requests.average),
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors: result.errors,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => {
      latencies.push(time);
    });
  });
}
