import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { confirmationEmail, type EmailOrder } from '../outbox/confirmation-email.js';
import { folderTransport } from '../outbox/folder-transport.js';

const order: EmailOrder = {
  number: 'RM-7K3D-9QX2',
  publicId: 'abcDEF123_receipt-id',
  createdAt: new Date('2025-03-04T10:15:00Z'),
  items: [{ name: 'MacBook Air 13" M1', label: '8GB / 256GB', quantity: 1, unitCents: 64_900 }],
  subtotalCents: 64_900,
  shipmentCents: 0,
  totalCents: 64_900,
  paymentMethod: 'bank-transfer',
  paymentName: 'Bank transfer',
  shippingMethod: 'courier',
  shippingName: 'Courier',
  address: {
    firstName: 'Maria',
    lastName: 'Papadopoulou',
    addressLine1: 'Lambraki 100',
    postalCode: '18452',
    city: 'Nikaia',
    phone: '2104000000',
  },
  bankAccounts: [{ bank: 'Piraeus Bank', holder: 'ReMac Athens I.K.E.', iban: 'GR16 0172 0140 0050 1403 4567 890' }],
  member: true,
  paymentDueAt: new Date('2025-03-07T22:00:00Z'),
};

const scratch = mkdtempSync(path.join(tmpdir(), 'remac-mail-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

describe('order confirmation e-mail', () => {
  it('has the buyer facts, next steps and bank details, with absolute links from SHOP_PUBLIC_URL', () => {
    process.env.SHOP_PUBLIC_URL = 'https://shop.example.gr/';
    try {
      const mail = confirmationEmail(order, 'en');
      for (const part of [mail.body, mail.html]) {
        assert.match(part, /RM-7K3D-9QX2/);
        assert.match(part, /4 March 2025 at 12:15/, 'date in Athens time');
        assert.match(part, /MacBook Air 13/);
        assert.match(part, /Bank transfer/);
        assert.match(part, /Courier/);
        assert.match(part, /Lambraki 100/);
        assert.match(part, /€649\.00/);
        assert.match(part, /Next steps/);
        assert.match(part, /GR16 0172 0140 0050 1403 4567 890/);
        assert.match(part, /We hold your order until the end of Friday, 7 March \(then it is cancelled\)/);
        assert.match(part, /https:\/\/shop\.example\.gr\/en\/receipt\/abcDEF123_receipt-id/);
        assert.match(part, /https:\/\/shop\.example\.gr\/en\/orders/);
      }
      assert.match(mail.html, /<html lang="en">/);
      assert.match(mail.html, /<a href="https:\/\/shop\.example\.gr\/en\/receipt\/abcDEF123_receipt-id">/);
    } finally {
      delete process.env.SHOP_PUBLIC_URL;
    }
  });

  it('is written in the order language, links default to the local shop and guests get no orders link', () => {
    const mail = confirmationEmail({ ...order, member: false, paymentMethod: 'card', bankAccounts: [], paymentName: 'Κάρτα' }, 'el');
    assert.match(mail.subject, /^Επιβεβαίωση παραγγελίας RM-7K3D-9QX2$/);
    assert.match(mail.body, /Επόμενα βήματα/);
    assert.match(mail.body, /4 Μαρτίου 2025/);
    assert.match(mail.body, /649,00\s€/);
    assert.match(mail.body, /http:\/\/localhost:8080\/receipt\/abcDEF123_receipt-id/);
    assert.doesNotMatch(mail.body, /\/orders/);
    assert.doesNotMatch(mail.body, /IBAN/);
    assert.match(mail.html, /<html lang="el">/);
  });

  it('is sent as multipart/alternative with a plain-text and an HTML part', async () => {
    const mail = confirmationEmail(order, 'el');
    await folderTransport(scratch).send({ id: 7, to: 'maria@example.gr', ...mail });
    const [file] = readdirSync(scratch);
    const raw = readFileSync(path.join(scratch, file!), 'utf8');
    assert.match(raw, /^Content-Type: multipart\/alternative;/m);
    assert.match(raw, /^Content-Type: text\/plain; charset=utf-8/m);
    assert.match(raw, /^Content-Type: text\/html; charset=utf-8/m);
    assert.match(raw, /^To: maria@example\.gr$/m);
  });
});
