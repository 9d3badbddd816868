import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { ApiConfig } from '../config/config.js';
import type { GraphQLContext } from './graphql-context.js';
import { createCatalogLoaders } from '../modules/catalog/loaders.js';
import { userOfAccessToken } from '../modules/accounts/tokens.js';
import { createGraphQLHandler } from './yoga.js';
import { HttpError, readBody } from './http-utils.js';
import { readRequestInfo } from './request-info.js';

/** Hands /graphql to GraphQL Yoga through the fetch API, after the body limit and the tenant check. */
export function createGraphQLRoute(db: Kysely<Database>, config: ApiConfig) {
  const yoga = createGraphQLHandler(config);
  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const info = await readRequestInfo(req, db, config);
    if (req.method === 'POST' && !/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      throw new HttpError(415, 'POST requests must send Content-Type: application/json');
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const body = hasBody ? await readBody(req, config.bodyLimitBytes) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    let user: ReturnType<GraphQLContext['currentUser']> | undefined;
    const context: Omit<GraphQLContext, 'params' | 'request'> = {
      ...info,
      db,
      config,
      loaders: createCatalogLoaders(db),
      currentUser: () =>
        (user ??= info.bearer
          ? userOfAccessToken(db, info.tenantId, info.bearer).then((row) => (row ? { id: row.id, email: row.email } : null))
          : Promise.resolve(null)),
    };
    const response = await yoga.fetch(
      url.toString(),
      { method: req.method, headers, ...(body ? { body: new Uint8Array(body) } : {}) },
      context as GraphQLContext,
    );
    const out = Buffer.from(await response.arrayBuffer());
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      responseHeaders[name] = value;
    });
    responseHeaders['cache-control'] = 'no-store';
    res.writeHead(response.status, responseHeaders);
    res.end(out);
  };
}
