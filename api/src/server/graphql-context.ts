import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { ApiConfig } from '../config/config.js';
import type { Locale } from '../lib/localize.js';
import type { CatalogLoaders } from '../modules/catalog/loaders.js';

export interface RequestInfo {
  tenantId: string;
  locale: Locale;
  timezone: string;
  /** The client as the per-connection limits count it: an IPv4 address or an IPv6 /64 (`clientNetwork`). */
  clientAddress: string;
  bearer: string | null;
}

export interface GraphQLContext extends RequestInfo {
  db: Kysely<Database>;
  config: ApiConfig;
  loaders: CatalogLoaders;
  /** The logged-in user from the bearer token, looked up once per request. */
  currentUser: () => Promise<{ id: number; email: string } | null>;
}
