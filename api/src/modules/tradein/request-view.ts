import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Locale } from '../../lib/localize.js';
import { pickRequired } from '../../lib/localize.js';
import { money } from '../../lib/money.js';
import { athensDate, SLOT_CAPACITY } from '@remac/shared-contracts/tradein';
import type { TradeInRequestsTable } from './tradein-tables.js';
import type { TradeInCatalog } from './tradein-catalog.js';
import { deviceView } from './device-view.js';

export type RequestRow = Selectable<TradeInRequestsTable>;

const iso = (value: Date | string) => new Date(value).toISOString();
const athensTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Athens', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

interface MessageNode {
  id: string;
  author: string;
  body: string;
  createdAt: string;
  replies: MessageNode[];
}

/** A request in the GraphQL shape with its history and threaded messages. */
export async function requestView(db: Kysely<Database>, catalog: TradeInCatalog, row: RequestRow, locale: Locale) {
  const [events, messages] = await Promise.all([
    db.selectFrom('tradein_request_events').selectAll().where('request_id', '=', row.id).orderBy('id').execute(),
    db.selectFrom('tradein_request_messages').selectAll().where('request_id', '=', row.id).orderBy('id').execute(),
  ]);
  const nodes = new Map<number, MessageNode>(
    messages.map((m) => [
      m.id,
      {
        id: String(m.id),
        author: m.author,
        body: m.body,
        createdAt: iso(m.created_at),
        replies: [],
      },
    ]),
  );
  const roots: MessageNode[] = [];
  for (const m of messages) {
    const parent = m.reply_to === null ? undefined : nodes.get(m.reply_to);
    (parent ? parent.replies : roots).push(nodes.get(m.id)!);
  }
  const device = row.device_id === null ? undefined : catalog.devices.get(String(row.device_id));
  const slotStart = row.slot_starts_at ? new Date(row.slot_starts_at) : null;
  const answerSteps =
    (row.details.quoteSteps as { question: string; answer: string; operation: string; value: number; priceAfter: number }[] | undefined) ??
    [];
  return {
    reference: row.reference,
    kind: row.kind === 'sale' ? ('SALE' as const) : ('REPAIR' as const),
    status: row.status === 'resolved' ? ('RESOLVED' as const) : ('PENDING' as const),
    state: row.state,
    email: row.email,
    createdAt: iso(row.created_at),
    device: device ? deviceView(catalog, device, locale) : null,
    deviceModel: row.device_model,
    answers: answerSteps as never[],
    quote: row.quote_cents === null ? null : money(row.quote_cents, locale),
    quoteValidUntil: row.quote_valid_until ? iso(row.quote_valid_until) : null,
    proposedPrice: row.proposed_cents === null ? null : money(row.proposed_cents, locale),
    services: (row.services ?? []).map((s) => ({
      slug: s.slug,
      name: pickRequired(s.name, locale),
      description: '',
      price: money(s.priceCents, locale),
      priceFrom: false,
    })),
    slot: slotStart
      ? {
          date: athensDate(slotStart),
          time: athensTime(slotStart),
          startsAt: slotStart.toISOString(),
          capacity: SLOT_CAPACITY,
          remaining: 0,
        }
      : null,
    history: events.map((e) => ({ state: e.state, note: e.note, at: iso(e.created_at) })),
    messages: roots,
  };
}
