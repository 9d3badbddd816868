import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { shopNoticeAddress, shopNoticeMessage } from '../shop-notice.js';
import { requestNotice } from '../../tradein/request-notice.js';

describe("the shop's notices", () => {
  it('list the facts that have a value, escape them in HTML and keep the text as typed', () => {
    const message = shopNoticeMessage({
      subject: 'Νέο μήνυμα: Φόρμα επικοινωνίας',
      facts: [
        ['Ονοματεπώνυμο', '<script>alert(1)</script>'],
        ['Τηλέφωνο', '  '],
        ['Μήνυμα', 'Γεια σας\nΈχετε M2;'],
      ],
      link: { label: 'Η απόδειξη', url: 'https://shop.example.gr/receipt/a"b' },
    });
    assert.equal(
      message.body,
      'Ονοματεπώνυμο: <script>alert(1)</script>\nΜήνυμα: Γεια σας\nΈχετε M2;\n\nΗ απόδειξη: https://shop.example.gr/receipt/a"b',
    );
    assert.doesNotMatch(message.html, /<script>|Τηλέφωνο/);
    assert.match(message.html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(message.html, /href="https:\/\/shop\.example\.gr\/receipt\/a&quot;b"/);
  });

  it('go to API_SHOP_EMAIL, else to the shop address, and nowhere when switched off', () => {
    assert.equal(shopNoticeAddress({ API_SHOP_EMAIL: 'orders@shop.example.gr' }), 'orders@shop.example.gr');
    assert.equal(shopNoticeAddress({}), 'info@remac.gr');
    assert.equal(shopNoticeAddress({ API_SHOP_EMAIL: 'off' }), null);
  });

  it('give a repair booking its time in Athens, services with prices and the contact, no more', () => {
    const notice = requestNotice({
      id: 1,
      tenant_id: 'remac',
      reference: 'RP-7K3D',
      kind: 'repair',
      status: 'pending',
      state: 'created',
      email: 'nikos@example.gr',
      user_id: null,
      locale: 'en',
      device_id: null,
      device_model: 'MacBook Pro 14" (2021)',
      answers: null,
      quote_cents: null,
      quote_valid_until: null,
      proposed_cents: null,
      services: [{ slug: 'battery', name: { el: 'Αλλαγή μπαταρίας', en: 'Battery replacement' }, priceCents: 18_900 }],
      slot_starts_at: new Date('2026-12-02T09:00:00Z'),
      details: { name: 'Νίκος Π.', phone: '6912345678', notes: 'Κλείνει μόνο του' },
      created_at: new Date('2026-11-28T10:00:00Z'),
    });
    const { subject, body } = shopNoticeMessage(notice);
    assert.equal(subject, 'Νέο ραντεβού επισκευής RP-7K3D: Τετάρτη 2 Δεκεμβρίου 2026 στις 11:00 π.μ.');
    assert.match(body, /^Υπηρεσίες: Αλλαγή μπαταρίας \(189,00\s€\)$/m);
    assert.match(body, /^Πελάτης: Νίκος Π\.\nΤηλέφωνο: 6912345678\nEmail: nikos@example\.gr$/m);
    assert.match(body, /^Σημειώσεις: Κλείνει μόνο του$/m);
    assert.doesNotMatch(body, /Διεύθυνση|Σειριακός/, 'what the customer left blank is left out');
  });
});
