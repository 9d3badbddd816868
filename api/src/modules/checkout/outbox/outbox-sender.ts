import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';

export interface MailTransport { send(message: { id: number; to: string; subject: string; body: string }): Promise<void> }

/** Default transport: one .eml file per message in a local folder (see api/README.md, "Checkout"). */
export function folderTransport(dir: string): MailTransport {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const text = `To: ${message.to}\nFrom: ReMac <orders@remac.gr>\nSubject: ${message.subject}\nContent-Type: text/plain; charset=utf-8\n\n${message.body}\n`;
      await writeFile(path.join(dir, `${String(message.id).padStart(8, '0')}.eml`), text);
    },
  };
}

const backoffSeconds = (attempts: number) => Math.min(2 ** attempts * 5, 3600);

/** Sends due messages once; a failure is retried later with a growing delay. Returns how many were sent. */
export async function drainOutbox(db: Kysely<Database>, transport: MailTransport, batch = 20): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await trx.selectFrom('outbox').select(['id', 'recipient', 'subject', 'body', 'attempts'])
      .where('sent_at', 'is', null).where('next_attempt_at', '<=', new Date()).orderBy('id').limit(batch)
      .forUpdate().skipLocked().execute();
    let sent = 0;
    for (const message of due) {
      try {
        await transport.send({ id: message.id, to: message.recipient, subject: message.subject, body: message.body });
        await trx.updateTable('outbox').set({ sent_at: new Date(), attempts: message.attempts + 1, last_error: null })
          .where('id', '=', message.id).execute();
        sent += 1;
      } catch (error) {
        await trx.updateTable('outbox').set({
          attempts: message.attempts + 1, last_error: String(error).slice(0, 500),
          next_attempt_at: sql`now() + make_interval(secs => ${backoffSeconds(message.attempts + 1)})`,
        }).where('id', '=', message.id).execute();
      }
    }
    return sent;
  });
}

/** Polls the outbox every `intervalMs`; `kick()` sends at once (after an order). */
export function startOutboxSender(db: Kysely<Database>, transport: MailTransport, intervalMs = 2000) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(() => drainOutbox(db, transport)).catch((error) => console.error('outbox: send failed', error));
    return running;
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { kick: run, stop: () => clearInterval(timer) };
}
