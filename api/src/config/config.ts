import path from 'node:path';
import { tenant } from '@remac/shared-contracts';
import { packageRoot } from './paths.js';

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl?: string;
  corsOrigins: string[];
  defaultTenant: string;
  bodyLimitBytes: number;
  /** Per-request GraphQL limits (graphql-armor and the cost estimate); see api/README.md. */
  limits: { maxTokens: number; maxAliases: number; maxDepth: number; maxDirectives: number; maxCost: number };
  /** Schema introspection and field suggestions: development only (API_INTROSPECTION=1 or API_GRAPHIQL=1). */
  introspection: boolean;
  graphiql: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  loginLimit: { perAccount: number; perAddress: number; windowSeconds: number };
  exposeErrors: boolean;
  /** Seconds an anonymous catalogue query response is reused by this process; 0 disables. */
  responseCacheTtlSeconds: number;
}

const devOrigins = Array.from({ length: 11 }, (_, i) => `http://localhost:${3000 + i}`);
export const defaultCorsOrigins = ['http://localhost:8080', 'http://127.0.0.1:8080', ...devOrigins];

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = path.resolve(env.API_DATA_DIR ?? path.join(packageRoot, '.data'));
  return {
    port: int(env.API_PORT, 4000),
    host: env.API_HOST ?? '127.0.0.1',
    dataDir,
    mediaDir: path.resolve(env.API_MEDIA_DIR ?? path.join(dataDir, 'media')),
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigins: env.API_CORS_ORIGINS
      ? env.API_CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean)
      : defaultCorsOrigins,
    defaultTenant: env.API_DEFAULT_TENANT ?? tenant.id,
    bodyLimitBytes: int(env.API_BODY_LIMIT, 100_000),
    limits: {
      maxTokens: int(env.API_MAX_TOKENS, 1000),
      maxAliases: int(env.API_MAX_ALIASES, 15),
      maxDepth: int(env.API_MAX_DEPTH, 10),
      maxDirectives: int(env.API_MAX_DIRECTIVES, 50),
      maxCost: int(env.API_MAX_COST, 5000),
    },
    introspection: env.API_INTROSPECTION === '1' || env.API_GRAPHIQL === '1',
    graphiql: env.API_GRAPHIQL === '1',
    accessTokenTtlSeconds: int(env.API_ACCESS_TOKEN_TTL, 3600),
    refreshTokenTtlSeconds: int(env.API_REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    loginLimit: {
      perAccount: int(env.API_LOGIN_LIMIT_ACCOUNT, 5),
      perAddress: int(env.API_LOGIN_LIMIT_ADDRESS, 20),
      windowSeconds: int(env.API_LOGIN_LIMIT_WINDOW, 900),
    },
    exposeErrors: env.API_EXPOSE_ERRORS === '1',
    responseCacheTtlSeconds: int(env.API_RESPONSE_CACHE_TTL, 30),
  };
}
