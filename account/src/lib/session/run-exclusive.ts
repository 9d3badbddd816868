/** Runs `task` while no other tab of this site runs one under the same name. */
export type RunExclusive = <T>(name: string, task: () => Promise<T>) => Promise<T>;

const leasePrefix = 'remac.account.lock.';
const leaseMs = 15_000;

/**
 * The Web Locks API where the browser has it. Otherwise a lease in local storage: a tab skips the
 * task while another tab's lease is fresh (the other tab's result reaches it through storage). Not
 * atomic, but two tabs would have to start within the same few milliseconds to both run.
 */
export const runExclusive: RunExclusive = async (name, task) => {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(name, task) as Promise<Awaited<ReturnType<typeof task>>>;
  }
  const key = `${leasePrefix}${name}`;
  const now = Date.now();
  const held = Number(window.localStorage.getItem(key) ?? 0);
  if (held > now) throw new LeaseHeldElsewhere();
  window.localStorage.setItem(key, String(now + leaseMs));
  try {
    return await task();
  } finally {
    window.localStorage.removeItem(key);
  }
};

export class LeaseHeldElsewhere extends Error {
  constructor() {
    super('Another tab holds the lease');
  }
}
