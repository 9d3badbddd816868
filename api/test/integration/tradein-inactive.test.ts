import type { Json } from '../support/client.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startApi } from '../support/api-process.js';
import { openDatabase } from '../../src/db/connect.js';
import { readableMail } from '../support/readable-mail.js';
import { BOOK_REPAIR, repairContact, SUBMIT_SALE, validSeller, weekdayAhead } from '../support/tradein.js';
import { onItsOwnDatabase } from '../support/phases.js';
import { seededDataDir } from '../support/seeded-database.js';

/**
 * Its own API on its own PGlite folder: the forms are switched off in the database between two starts. Started alone
 * (no copy of the run's seeded database), the first start seeds a whole catalogue, which takes minutes on a loaded
 * 2-core machine while the other suites run.
 */
const startTimeoutMs = 360_000;

async function call(url: string, query: string, variables: unknown, locale: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Locale: locale },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

describe('inactive sale and repair forms', onItsOwnDatabase, () => {
  it(
    'confirm a request by e-mail while active; once inactive refuse submissions with their texts in both languages',
    { timeout: 900_000 },
    async () => {
      const dir = seededDataDir();
      const outbox = path.join(dir, 'outbox');
      const env = { API_DATA_DIR: dir, API_PRERENDER_MEDIA: '0', DATABASE_URL: '', API_OUTBOX_DIR: outbox };
      try {
        const first = await startApi(env, startTimeoutMs);
        try {
          // While active: a sale request is accepted and its confirmation e-mail leaves through the outbox.
          const { json: catalog } = await call(first.url, '{ tradeInCatalog { devicesUrl } }', {}, 'el');
          const file = (await (await fetch(`${first.url}${catalog.data.tradeInCatalog.devicesUrl}`)).json()) as Json;
          const device = file.devices[0];
          const answers = device.questions.map((slug: string) => ({
            question: slug,
            answer: file.questions.find((q: Json) => q.slug === slug).answers[0].slug,
          }));
          const { json } = await call(first.url, SUBMIT_SALE, { input: { ...validSeller, deviceId: device.id, answers } }, 'el');
          const reference = json.data.submitSaleRequest.request.reference;
          const sent = () => {
            try {
              return readdirSync(outbox).map((f) => readableMail(readFileSync(path.join(outbox, f), 'utf8')));
            } catch {
              return [];
            }
          };
          const deadline = Date.now() + 60_000;
          const about = () => sent().filter((text) => text.includes(reference));
          while (about().length < 2 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 200));
          const mail = about().find((text) => /^To: maria@example\.gr$/m.test(text));
          assert.ok(mail, 'confirmation e-mail sent');
          assert.match(mail, new RegExp(`/request/${reference}`));
          // The shop hears of it too, and answering writes to the seller; identity, tax and bank details stay out.
          const notice = about().find((text) => /^To: info@remac\.gr$/m.test(text));
          assert.ok(notice, "the shop's notice sent");
          assert.match(notice, /^Reply-To: maria@example\.gr$/m);
          assert.match(notice, new RegExp(`Αίτημα: ${reference}`));
          assert.match(notice, /6912345678/);
          for (const secret of [validSeller.idNumber, validSeller.vatNumber, validSeller.iban, validSeller.fatherName])
            assert.ok(!notice.includes(secret), `no ${secret} in the shop's mailbox`);
        } finally {
          await first.stop();
        }
        const handle = await openDatabase({ dataDir: dir });
        await handle.db.updateTable('forms').set({ active: false }).where('slug', 'in', ['sale', 'repair']).execute();
        await handle.close();
        const api = await startApi(env, startTimeoutMs);
        try {
          const sale = { ...validSeller, deviceId: '1', answers: [] };
          const en = await call(api.url, SUBMIT_SALE, { input: sale }, 'en');
          assert.equal(en.json.data.submitSaleRequest.status, 'UNAVAILABLE');
          assert.equal(en.json.data.submitSaleRequest.notice, 'Sale service temporarily unavailable');
          const el = await call(api.url, SUBMIT_SALE, { input: sale }, 'el');
          assert.equal(el.json.data.submitSaleRequest.notice, 'Η υπηρεσία πώλησης δεν είναι προσωρινά διαθέσιμη');
          const repair = await call(api.url, BOOK_REPAIR, { input: { ...repairContact, date: weekdayAhead(5), time: '10:00' } }, 'en');
          assert.equal(repair.json.data.bookRepair.status, 'UNAVAILABLE');
          assert.equal(repair.json.data.bookRepair.notice, 'Repair service temporarily unavailable');
          const catalog = await call(api.url, '{ tradeInCatalog { devicesUrl } }', {}, 'en');
          assert.ok(catalog.json.data.tradeInCatalog.devicesUrl, 'the process stays viewable');
        } finally {
          await api.stop();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
