import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import { folderTransport, startOutboxSender } from './outbox-sender.js';
import { smtpTransport } from './smtp-transport.js';

let sender: ReturnType<typeof startOutboxSender> | null = null;

/** Folder the default transport writes to: API_OUTBOX_DIR or <API data dir>/outbox. */
export const outboxDir = (dataDir: string, env: NodeJS.ProcessEnv = process.env) =>
  path.resolve(env.API_OUTBOX_DIR ?? path.join(dataDir, 'outbox'));

const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** SMTP when `API_SMTP_URL` is set, else .eml files in the outbox folder. */
export function startOutbox(db: Kysely<Database>, dataDir: string, env: NodeJS.ProcessEnv = process.env) {
  const timeoutMs = positive(env.API_SMTP_TIMEOUT_MS, 10_000);
  const transport = env.API_SMTP_URL ? smtpTransport(env.API_SMTP_URL, timeoutMs) : folderTransport(outboxDir(dataDir, env));
  sender = startOutboxSender(db, transport, 2000, {
    sendTimeoutMs: timeoutMs * 3,
    backoffBaseSeconds: positive(env.API_OUTBOX_RETRY_SECONDS, 5),
  });
  return () => {
    sender?.stop();
    sender = null;
  };
}

/** Sends new messages now instead of at the next poll. */
export function kickOutbox() {
  void sender?.kick();
}
