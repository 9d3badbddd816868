/** Waits between two probes of an unreachable server: 1 s, 2 s, 4 s … at most 30 s. */
export function serverProbeDelayMs(failedProbes: number): number {
  return Math.min(1000 * 2 ** failedProbes, 30_000);
}

/** The host answers when its small, never-cached registry file comes back OK. */
export async function serverAnswers(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl('/registry.json', { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/** A pause that ends early when the browser says it is back online. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

export interface ProbeOptions {
  probe?: () => Promise<boolean>;
  wait?: (ms: number) => Promise<void>;
}

let waiting: Promise<boolean> | null = null;

/**
 * Resolves once the server answers, probing with back-off; every caller on the page shares one probe
 * loop. True when the server did not answer at first (it was unreachable for a while).
 */
export function whenServerAnswers({ probe = () => serverAnswers(), wait = pause }: ProbeOptions = {}): Promise<boolean> {
  waiting ??= (async () => {
    try {
      let failed = 0;
      for (; !(await probe()); failed += 1) await wait(serverProbeDelayMs(failed));
      return failed > 0;
    } finally {
      waiting = null;
    }
  })();
  return waiting;
}
