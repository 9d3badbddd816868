/**
 * Refuses, with a message saying why, a URL whose port Node's `fetch` (and every browser) will never
 * connect to: the WHATWG "bad ports" (4190, 6000, 6665–6669, …). Asked of Node's own `fetch`, which
 * refuses such a port before connecting: an API on one would silently lose every server render.
 */
export async function assertFetchablePort(url, what) {
  let target;
  try {
    target = new URL(url);
  } catch {
    throw new Error(`${what} ${url} is not a URL`);
  }
  try {
    await fetch(target, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
  } catch (error) {
    if (error?.cause?.message === 'bad port') {
      throw new Error(
        `${what} ${url} uses port ${target.port}, which Node's fetch and browsers refuse (a WHATWG "bad port"): choose another port`,
      );
    }
  }
}
