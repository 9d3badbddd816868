import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { startApi, type ApiProcess } from '../support/api-process.js';
import { startRelay, type Relay } from '../support/smtp-relay.js';
import { onItsOwnDatabase } from '../support/phases.js';
import { seededDataDir } from '../support/seeded-database.js';

/** An API of its own (embedded database) whose SMTP relay accepts connections and never answers. */
let scratch = '';
let relay: Relay;
let api: ApiProcess;

const timed = async <T>(work: Promise<T>) => {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
};

async function until(check: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const mailsTo = (recipient: string) => relay.messages.filter((m) => m.recipients.includes(recipient)).length;

describe('a hanging SMTP relay', onItsOwnDatabase, () => {
  before(async () => {
    scratch = seededDataDir();
    relay = await startRelay('hang');
    api = await startApi({
      API_DATA_DIR: scratch,
      DATABASE_URL: '',
      API_PRERENDER_MEDIA: '0',
      API_SMTP_URL: `smtp://127.0.0.1:${relay.port}?from=orders@remac.gr`,
      API_SMTP_TIMEOUT_MS: '3000',
      API_OUTBOX_RETRY_SECONDS: '1',
    });
    process.env.API_URL = api.url;
  });
  after(async () => {
    await api?.stop();
    await relay?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('slows neither placeOrder nor other queries, and the e-mail is sent once when the relay works again', async () => {
    const { addToCart, orderInput, placeOrder, variants } = await import('../support/checkout.js');
    const { data } = await import('../support/client.js');
    const pool = (await variants()).filter(
      (v) => v.purchasable && !v.backorderable && v.totalOnHand >= 2 && v.price >= 10_000 && v.price <= 1_000_000,
    );
    const order = async (email: string, variant: { id: string }) =>
      timed(placeOrder(orderInput((await addToCart(variant.id)).cart.token, { email })));

    const first = await order('first@example.gr', pool[0]!);
    assert.equal(first.value.status, 'PLACED', JSON.stringify(first.value.errors));
    assert.match(first.value.order.number, /^RM-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/, 'a random order number');
    await relay.hanging();

    // While the relay holds the first e-mail's connection: a catalogue query (not cached) and another order answer fast.
    const [catalogue, second] = await Promise.all([
      timed(data('{ products(first: 5) { nodes { slug } } }', {}, { Authorization: 'Bearer live' })),
      order('second@example.gr', pool[1]!),
    ]);
    assert.ok(catalogue.ms < 2000, `catalogue answered in ${catalogue.ms} ms`);
    assert.equal(second.value.status, 'PLACED', JSON.stringify(second.value.errors));
    assert.ok(second.ms < 2000, `placeOrder answered in ${second.ms} ms`);
    assert.notEqual(second.value.order.number, first.value.order.number);

    relay.mode = 'sink';
    await until(() => mailsTo('first@example.gr') > 0 && mailsTo('second@example.gr') > 0, 'the retried e-mails');
    const third = await order('third@example.gr', pool[2]!);
    assert.equal(third.value.status, 'PLACED', JSON.stringify(third.value.errors));
    await until(() => mailsTo('third@example.gr') > 0, 'the third e-mail');
    assert.equal(mailsTo('first@example.gr'), 1, 'sent once');
    assert.equal(mailsTo('second@example.gr'), 1, 'sent once');
    const mail = relay.messages.find((m) => m.recipients.includes('first@example.gr'))!;
    assert.match(mail.data, /^To: first@example\.gr$/m);
  });
});
