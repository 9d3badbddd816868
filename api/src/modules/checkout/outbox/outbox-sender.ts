import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import type { MailTransport } from './mail-transport.js';
import { safeRecipient } from './recipient.js';

export type { MailTransport } from './mail-transport.js';
export { folderTransport } from './folder-transport.js';

export interface OutboxOptions {
  /** How long a claimed message belongs to its sender; longer than any send may take, so that no one else sends it too. */
  leaseSeconds: number;
  /** A send that has not finished by then counts as failed (the transport's own timeouts normally fire first). */
  sendTimeoutMs: number;
  /** First retry delay; it doubles per attempt, up to an hour. */
  backoffBaseSeconds: number;
  batch: number;
}

export const defaultOutboxOptions: OutboxOptions = { leaseSeconds: 300, sendTimeoutMs: 60_000, backoffBaseSeconds: 5, batch: 20 };

interface Claimed {
  id: number;
  recipient: string;
  reply_to: string | null;
  subject: string;
  body: string;
  html: string | null;
  attempts: number;
}

/**
 * Claims the oldest due message in one statement and commits at once: the row lock (skip locked) makes the claim
 * atomic across processes, and the lease keeps it claimed while it is sent outside any transaction.
 * A sender that dies mid-send leaves a lease that simply expires.
 */
async function claimNext(db: Kysely<Database>, leaseSeconds: number): Promise<Claimed | undefined> {
  const result = await sql<Claimed>`
    update outbox set claimed_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id = (
      select id from outbox
      where sent_at is null and next_attempt_at <= now() and (claimed_until is null or claimed_until <= now())
      order by id limit 1 for update skip locked)
    returning id, recipient, reply_to, subject, body, html, attempts`.execute(db);
  return result.rows[0];
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`send timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function release(db: Kysely<Database>, message: Claimed, error: unknown, options: OutboxOptions, retry = true) {
  const delay = Math.min(2 ** (message.attempts - 1) * options.backoffBaseSeconds, 3600);
  await db
    .updateTable('outbox')
    .set({
      claimed_until: null,
      last_error: String(error).slice(0, 500),
      next_attempt_at: retry ? sql`now() + make_interval(secs => ${delay})` : sql`'infinity'::timestamptz`,
    })
    .where('id', '=', message.id)
    .execute();
}

/** Sends due messages one by one; a failure is retried later with a growing delay. Returns how many were sent. */
export async function drainOutbox(db: Kysely<Database>, transport: MailTransport, options: Partial<OutboxOptions> = {}): Promise<number> {
  const settings = { ...defaultOutboxOptions, ...options };
  let sent = 0;
  for (let i = 0; i < settings.batch; i += 1) {
    const message = await claimNext(db, settings.leaseSeconds);
    if (!message) break;
    const to = safeRecipient(message.recipient);
    if (!to) {
      await release(db, message, 'invalid recipient address: not sent', settings, false);
      continue;
    }
    try {
      await withTimeout(
        transport.send({
          id: message.id,
          to,
          // An address that cannot go into a header is dropped: the reply then goes to the sender.
          replyTo: message.reply_to === null ? null : safeRecipient(message.reply_to),
          subject: message.subject,
          body: message.body,
          html: message.html,
        }),
        settings.sendTimeoutMs,
      );
    } catch (error) {
      await release(db, message, error, settings);
      continue;
    }
    await db
      .updateTable('outbox')
      .set({ sent_at: sql`now()`, claimed_until: null, last_error: null })
      .where('id', '=', message.id)
      .execute();
    sent += 1;
  }
  return sent;
}

/** Polls the outbox every `intervalMs`; `kick()` sends at once (after an order). One drain at a time per process. */
export function startOutboxSender(db: Kysely<Database>, transport: MailTransport, intervalMs = 2000, options: Partial<OutboxOptions> = {}) {
  let running: Promise<unknown> = Promise.resolve();
  let queued = false;
  const run = () => {
    if (queued) return running;
    queued = true;
    running = running
      .then(() => {
        queued = false;
        return drainOutbox(db, transport, options);
      })
      .catch((error) => console.error('outbox: send failed', error));
    return running;
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { kick: run, stop: () => clearInterval(timer) };
}
