import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { loadConfig } from '../../src/config/config.js';
import { createCatalogLoaders } from '../../src/modules/catalog/loaders.js';

const config = loadConfig({});

/** The context of one anonymous English request, for running the schema in process on a test database. */
export const anonymousContext = (db: Kysely<Database>) => ({
  db,
  config,
  loaders: createCatalogLoaders(db),
  tenantId: 'remac',
  locale: 'en' as const,
  timezone: 'Europe/Athens',
  clientAddress: '127.0.0.1',
  bearer: null,
  currentUser: async () => null,
});
