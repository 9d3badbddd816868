import type { ApiConfig } from './config/config.js';
import { bootstrapDatabase } from './bootstrap.js';
import { createApiServer } from './server/app.js';
import { gracefulShutdown } from './server/graceful-shutdown.js';
import { watchParent } from './lib/watch-parent.js';
import { imageKeys } from './media/image-keys.js';
import { prerender } from './media/render-image.js';

/** One API process: opens (migrates, seeds) the database, listens, and stops gracefully on SIGTERM, SIGINT or orphaning. */
export async function serveApi(config: ApiConfig): Promise<void> {
  const database = await bootstrapDatabase(config);
  const server = createApiServer(database.db, config, { embedded: database.kind === 'pglite' });
  const drain = gracefulShutdown(server);

  let closing = false;
  async function shutdown(code = 0) {
    if (closing) return;
    closing = true;
    console.log('API stopping: answering the requests in flight');
    await drain();
    await database.close().catch(() => undefined);
    process.exit(code);
  }

  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  watchParent(() => void shutdown());

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const store = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL server';
    console.error(`API data: ${store}${database.seeded ? ' (catalogue seeded)' : ''}`);
    console.log(`API listening on http://${config.host}:${port}`);
    if (database.seeded && process.env.API_PRERENDER_MEDIA !== '0') void prerenderImages();
  });

  /** After the first seed, renders the catalogue's pictures in the background (others render on first request). */
  async function prerenderImages() {
    try {
      const count = await prerender(config.mediaDir, await imageKeys(database.db));
      console.error(`API media: ${count} images rendered in ${config.mediaDir}`);
    } catch (error) {
      console.error('API media: pre-rendering failed', error);
    }
  }
}
