import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Requests in flight at a shutdown get this long to finish (a load balancer's grace period is longer). */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Returns how to stop `server` gracefully: take no more connections and let the requests in flight finish, at most
 * `graceMs`, before closing what is left. A release rolling out or a scale-in then cuts off no order being placed.
 * Answers given meanwhile close their keep-alive connection (idle ones close at once), so the process need not wait
 * for clients to hang up.
 */
export function gracefulShutdown(server: Server, graceMs = SHUTDOWN_GRACE_MS): () => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return async () => {
    draining = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([closed, late]);
    clearTimeout(timer);
    server.closeAllConnections();
  };
}
