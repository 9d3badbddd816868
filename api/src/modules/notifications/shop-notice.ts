import type { Kysely } from 'kysely';
import { tenant } from '@remac/shared-contracts';
import type { Database } from '../../db/types.js';
import { escapeHtml } from '../checkout/outbox/escape-html.js';
import { emailPage } from '../checkout/outbox/email-page.js';

/**
 * A notice to the shop itself (there is no back office): what happened, in Greek, the shop's language. Values that
 * are blank are left out, so a notice never shows an empty "Phone:".
 */
export interface ShopNotice {
  subject: string;
  facts: [label: string, value: string | null | undefined][];
  /** Longer parts after the facts: the items of an order, the text of a message. */
  sections?: { title: string; lines: string[] }[];
  link?: { label: string; url: string };
}

/** Where the shop reads its notices: `API_SHOP_EMAIL`, else the shop's own address; `off` sends none. */
export function shopNoticeAddress(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.API_SHOP_EMAIL?.trim();
  if (configured === 'off') return null;
  return configured || tenant.email;
}

export function shopNoticeMessage(notice: ShopNotice) {
  const facts = notice.facts.filter((fact): fact is [string, string] => Boolean(fact[1]?.trim()));
  const sections = (notice.sections ?? []).filter((section) => section.lines.length > 0);
  const body = [
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...sections.flatMap((section) => ['', `${section.title}:`, ...section.lines]),
    ...(notice.link ? ['', `${notice.link.label}: ${notice.link.url}`] : []),
  ].join('\n');
  const e = escapeHtml;
  const html = emailPage('el', notice.subject, [
    `<table>${facts
      .map(([label, value]) => `<tr><th align="left" valign="top">${e(label)}</th><td style="white-space: pre-wrap">${e(value)}</td></tr>`)
      .join('')}</table>`,
    ...sections.map((section) => `<h2>${e(section.title)}</h2><p style="white-space: pre-wrap">${section.lines.map(e).join('<br>')}</p>`),
    notice.link ? `<p><a href="${e(notice.link.url)}">${e(notice.link.label)}</a></p>` : '',
  ]);
  return { subject: notice.subject, body, html };
}

/**
 * Queues a notice to the shop in the caller's transaction, so that it leaves if and only if what it tells of was
 * stored. `replyTo`: the customer, so that answering the notice writes to them.
 */
export async function queueShopNotice(
  db: Kysely<Database>,
  tenantId: string,
  notice: ShopNotice,
  options: { orderId?: number | null; replyTo?: string | null } = {},
) {
  const recipient = shopNoticeAddress();
  if (!recipient) return;
  await db
    .insertInto('outbox')
    .values({
      tenant_id: tenantId,
      order_id: options.orderId ?? null,
      recipient,
      reply_to: options.replyTo ?? null,
      ...shopNoticeMessage(notice),
    })
    .execute();
}
