import path from 'node:path';
import { tenant } from '@remac/shared-contracts';
import { packageRoot } from './paths.js';
import type { DatabaseTimeouts } from '../db/connect.js';

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: how long a request's statement may run, and a request may wait for a connection (0: no limit). */
  databaseTimeouts: DatabaseTimeouts;
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
  /** Failures allowed per (account, address) pair, per account (from addresses it was never logged in from) and per address. */
  loginLimit: {
    perPair: number;
    perAccount: number;
    perAddress: number;
    windowSeconds: number;
    backoffBaseSeconds: number;
    backoffMaxSeconds: number;
  };
  /** New accounts (valid registration attempts) allowed per client address within the window. */
  registerLimit: { perAddress: number; windowSeconds: number };
  /** Trade-in requests (each sends a confirmation e-mail) allowed per recipient e-mail and per client address within the window. */
  confirmationLimit: { perEmail: number; perAddress: number; windowSeconds: number };
  /** Contact and newsletter submissions (each stored for the shop) allowed per client address within the window. */
  formLimit: { perAddress: number; windowSeconds: number };
  /** Working days an order awaiting a bank transfer or IRIS payment keeps its units before it is canceled; 0: no deadline. */
  unpaidHoldWorkingDays: number;
  /** New orders (each takes stock and mails a confirmation) allowed per buyer e-mail and per client address within the window. */
  orderLimit: { perEmail: number; perAddress: number; windowSeconds: number };
  /** Customer messages allowed on one trade-in request within the window. */
  messageLimit: { perRequest: number; windowSeconds: number };
  /** New carts (each kept 14 days) allowed per client address within the window. */
  cartLimit: { perAddress: number; windowSeconds: number };
  /** Repair bookings (each holds a place in the workshop's calendar) allowed per client address within the window. */
  repairLimit: { perAddress: number; windowSeconds: number };
  /** Password reset links asked for per client address and per e-mail within the window (each sends a message). */
  resetLimit: { perAddress: number; perEmail: number; windowSeconds: number };
  /** Sessions started or refreshed (each writes tokens kept a month, a login its history row) per account within the window. */
  tokenLimit: { perAccount: number; windowSeconds: number };
  /** Proxies whose X-Forwarded-For is believed (proxy-addr syntax: addresses, CIDR ranges, loopback, linklocal, uniquelocal). */
  trustedProxies: string[];
  /** Seconds between housekeeping sweeps (expired carts, old login attempts); 0 disables. */
  housekeepingIntervalSeconds: number;
  /** Seconds between looks for parcels marked shipped and orders to collect marked ready whose buyer was not mailed yet; 0 disables. */
  shipmentNoticeIntervalSeconds: number;
  /** Days login attempts are kept (they remember the addresses an account has logged in from). */
  loginHistoryDays: number;
  exposeErrors: boolean;
  /** Seconds an anonymous catalogue query response is reused by this process; 0 disables. */
  responseCacheTtlSeconds: number;
  /** Runs of one document after which it runs compiled (compiled-execution.ts); null: never compiled. */
  compileAfterUses: number | null;
  /** Copies of the seeded catalogue (API_SEED_SCALE, bench only): 10 seeds 1,600 products to measure growth. */
  seedScale: number;
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
    databaseTimeouts: {
      statementMs: int(env.DATABASE_STATEMENT_TIMEOUT_MS, 10_000),
      connectMs: int(env.DATABASE_CONNECT_TIMEOUT_MS, 5_000),
    },
    corsOrigins: env.API_CORS_ORIGINS
      ? env.API_CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
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
    accessTokenTtlSeconds: int(env.API_ACCESS_TOKEN_TTL, 600),
    refreshTokenTtlSeconds: int(env.API_REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    loginLimit: {
      perPair: int(env.API_LOGIN_LIMIT_PAIR, 5),
      perAccount: int(env.API_LOGIN_LIMIT_ACCOUNT, 20),
      perAddress: int(env.API_LOGIN_LIMIT_ADDRESS, 20),
      windowSeconds: int(env.API_LOGIN_LIMIT_WINDOW, 900),
      backoffBaseSeconds: int(env.API_LOGIN_BACKOFF_BASE, 30),
      backoffMaxSeconds: int(env.API_LOGIN_BACKOFF_MAX, 900),
    },
    registerLimit: {
      perAddress: int(env.API_REGISTER_LIMIT, 10),
      windowSeconds: int(env.API_REGISTER_LIMIT_WINDOW, 3600),
    },
    confirmationLimit: {
      perEmail: int(env.API_CONFIRMATION_LIMIT_EMAIL, 5),
      perAddress: int(env.API_CONFIRMATION_LIMIT_ADDRESS, 20),
      windowSeconds: int(env.API_CONFIRMATION_LIMIT_WINDOW, 3600),
    },
    formLimit: {
      perAddress: int(env.API_FORM_LIMIT_ADDRESS, 20),
      windowSeconds: int(env.API_FORM_LIMIT_WINDOW, 3600),
    },
    unpaidHoldWorkingDays: Math.min(Math.max(int(env.API_UNPAID_HOLD_DAYS, 3), 0), 60),
    resetLimit: {
      perAddress: int(env.API_RESET_LIMIT_ADDRESS, 10),
      perEmail: int(env.API_RESET_LIMIT_EMAIL, 3),
      windowSeconds: int(env.API_RESET_LIMIT_WINDOW, 3600),
    },
    orderLimit: {
      perEmail: int(env.API_ORDER_LIMIT_EMAIL, 5),
      perAddress: int(env.API_ORDER_LIMIT_ADDRESS, 10),
      windowSeconds: int(env.API_ORDER_LIMIT_WINDOW, 3600),
    },
    messageLimit: {
      perRequest: int(env.API_MESSAGE_LIMIT_REQUEST, 20),
      windowSeconds: int(env.API_MESSAGE_LIMIT_WINDOW, 3600),
    },
    cartLimit: {
      perAddress: int(env.API_CART_LIMIT_ADDRESS, 60),
      windowSeconds: int(env.API_CART_LIMIT_WINDOW, 3600),
    },
    repairLimit: {
      perAddress: int(env.API_REPAIR_LIMIT_ADDRESS, 6),
      windowSeconds: int(env.API_REPAIR_LIMIT_WINDOW, 86_400),
    },
    tokenLimit: {
      perAccount: int(env.API_TOKEN_LIMIT_ACCOUNT, 60),
      windowSeconds: int(env.API_TOKEN_LIMIT_WINDOW, 3600),
    },
    trustedProxies: (env.API_TRUSTED_PROXIES ?? 'loopback')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    housekeepingIntervalSeconds: int(env.API_HOUSEKEEPING_INTERVAL, 3600),
    shipmentNoticeIntervalSeconds: int(env.API_SHIPMENT_NOTICE_INTERVAL, 60),
    loginHistoryDays: int(env.API_LOGIN_HISTORY_DAYS, 90),
    exposeErrors: env.API_EXPOSE_ERRORS === '1',
    responseCacheTtlSeconds: int(env.API_RESPONSE_CACHE_TTL, 30),
    compileAfterUses: env.API_COMPILE_AFTER_USES === 'off' ? null : Math.max(0, int(env.API_COMPILE_AFTER_USES, 10)),
    seedScale: Math.min(50, Math.max(1, int(env.API_SEED_SCALE, 1))),
  };
}
