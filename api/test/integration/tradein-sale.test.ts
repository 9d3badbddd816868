import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { quotePrice, stepsForAnswers } from '@remac/shared-contracts/tradein';
import { apiUrl, data, el, en, fakeAddress, gql, post, unique, type Json } from '../support/client.js';
import { devicesFile, SUBMIT_SALE, REQUEST_FIELDS, validSeller } from '../support/tradein.js';

const { catalog, response, file } = await devicesFile(apiUrl());
const questions = new Map<string, Json>(file.questions.map((q: Json) => [q.slug, q]));

// A deterministic pseudo-random sequence, so that a failure can be reproduced.
let seed = 13;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const randomAnswers = (device: Json) =>
  device.questions.map((slug: string) => {
    const answers = questions.get(slug).answers;
    return { question: slug, answer: answers[Math.floor(random() * answers.length)].slug };
  });
const clientQuote = (device: Json, answers: { question: string; answer: string }[]) =>
  quotePrice(
    device.initialPrice,
    device.minimumPrice,
    stepsForAnswers(
      device.questions.map((s: string) => questions.get(s)),
      answers,
    ).steps,
  ).price;

const QUOTE = `query ($input: TradeInQuoteInput!) { tradeInQuote(input: $input) { quote { price { amount } minimumApplied validUntil steps { question operation } } errors { field code message } } }`;

describe('devices database', () => {
  it('is a static, versioned, immutable JSON file named by its content hash', async () => {
    assert.equal(response.status, 200);
    assert.match(catalog.devicesUrl, /^\/media\/tradein\/[\w-]+\/devices-[0-9a-f]{16}\.json$/);
    assert.match(response.headers.get('cache-control') ?? '', /immutable/);
    assert.equal(file.version, catalog.version);
    assert.equal(catalog.quoteValidityDays, 14);
    assert.ok(file.devices.length >= 60, `${file.devices.length} devices`);
    assert.deepEqual(
      file.categories.map((c: Json) => c.name.en),
      ['MacBook Air', 'MacBook Pro', 'iMac', 'Mac mini', 'Mac Studio', 'Mac Pro'],
    );
    const years = file.devices.map((d: Json) => d.year);
    assert.equal(Math.min(...years), 2015);
    assert.equal(Math.max(...years), 2024);
    const grade = questions.get('cosmetic-grade');
    assert.deepEqual(grade.answers.map((a: Json) => `${a.label.en}: ${a.description.en}`).slice(0, 3), [
      'Excellent: Like new',
      'Very good: Tiny scratches',
      'Fair: Many scratches or dents',
    ]);
    const stale = await fetch(`${apiUrl()}${catalog.devicesUrl.replace(/devices-[0-9a-f]+/, 'devices-0000000000000000')}`);
    assert.equal(stale.status, 404);
  });

  it('names the declaration template and its Greek font, static and immutable, fetched only on demand', async () => {
    const { templateUrl, fontUrl } = file.declaration;
    assert.match(templateUrl, /^\/media\/tradein\/declaration\/declaration-template-[0-9a-f]{16}\.pdf$/);
    assert.match(fontUrl, /^\/media\/tradein\/declaration\/DejaVuSans-Latin-Greek-[0-9a-f]{16}\.ttf$/);
    const template = await fetch(`${apiUrl()}${templateUrl}`);
    assert.equal(template.status, 200);
    assert.equal(template.headers.get('content-type'), 'application/pdf');
    assert.match(template.headers.get('cache-control') ?? '', /immutable/);
    assert.equal(
      Buffer.from(await template.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );
    const font = await fetch(`${apiUrl()}${fontUrl}`);
    assert.equal(font.status, 200);
    assert.ok(Number(font.headers.get('content-length')) < 100_000, 'a subset, not the whole font');
    assert.equal((await fetch(`${apiUrl()}${fontUrl.replace(/-[0-9a-f]{16}\./, '-0000000000000000.')}`)).status, 404);
  });
});

describe('server quote', () => {
  it('equals the shared client function for every seeded device on random answers', async () => {
    for (const device of file.devices) {
      const answers = randomAnswers(device);
      const { tradeInQuote } = await data(QUOTE, { input: { deviceId: device.id, answers } }, en);
      assert.deepEqual(tradeInQuote.errors, []);
      assert.equal(tradeInQuote.quote.price.amount, clientQuote(device, answers), `${device.model} ${JSON.stringify(answers)}`);
    }
  });

  it('applies the minimum price to a locked Mac and answers unknown answers with field errors', async () => {
    const device = file.devices.find((d: Json) => d.minimumPrice !== null);
    const answers = device.questions.map((slug: string) => ({ question: slug, answer: questions.get(slug).answers[0].slug }));
    answers.find((a: Json) => a.question === 'find-my').answer = 'locked';
    answers.find((a: Json) => a.question === 'box').answer = 'no'; // with the box, multiply by 0 then add €15 gives €15
    const { tradeInQuote } = await data(QUOTE, { input: { deviceId: device.id, answers } }, en);
    assert.equal(tradeInQuote.quote.price.amount, device.minimumPrice);
    assert.equal(tradeInQuote.quote.minimumApplied, true);
    const days = (Date.parse(tradeInQuote.quote.validUntil) - Date.now()) / 86_400_000;
    assert.ok(days > 13.9 && days <= 14, `valid for ${days} days`);
    const bad = await data(QUOTE, { input: { deviceId: device.id, answers: [{ question: 'box', answer: 'gold-plated' }] } }, el);
    assert.equal(bad.tradeInQuote.quote, null);
    assert.ok(
      bad.tradeInQuote.errors.some((e: Json) => e.field === 'answers.box' && e.message === 'Παρακαλούμε απαντήστε σε όλες τις ερωτήσεις'),
    );
  });
});

describe('sale request', () => {
  const device = file.devices.find((d: Json) => d.model.startsWith('MacBook Air 13" 2020 M1'));
  const answers = () => device.questions.map((slug: string) => ({ question: slug, answer: questions.get(slug).answers[0].slug }));

  it('records the server quote and ignores a tampered client price', async () => {
    const { submitSaleRequest } = await data(
      SUBMIT_SALE,
      { input: { ...validSeller, deviceId: device.id, answers: answers(), price: 99_999_900, proposedPrice: 45_000 } },
      en,
    );
    assert.equal(submitSaleRequest.status, 'SUCCESS', JSON.stringify(submitSaleRequest.errors));
    const request = submitSaleRequest.request;
    assert.equal(request.quote.amount, clientQuote(device, answers()), 'the quote of the answers, not the client price');
    assert.notEqual(request.quote.amount, 99_999_900);
    assert.equal(request.proposedPrice.amount, 45_000);
    assert.match(request.reference, /^TR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    assert.equal(request.kind, 'SALE');
    assert.equal(request.status, 'PENDING');
    assert.deepEqual(
      request.history.map((h: Json) => h.state),
      ['created'],
    );
  });

  it('answers bad input with field errors in both languages, never a 500', async () => {
    const input = {
      ...validSeller,
      deviceId: device.id,
      answers: answers(),
      name: '',
      email: 'maria@',
      iban: 'GR16 0110 1250 0000 0001 2300 696',
      vatNumber: '123456789',
      taxOffice: 'ΔΟΥ Ατλαντίδας',
      birthDate: '2015-01-01',
      idNumber: '12',
      acceptedTerms: false,
      postalCode: '99999',
    };
    const result = await gql(SUBMIT_SALE, { input }, en);
    assert.equal(result.status, 200);
    const sale = result.body.data.submitSaleRequest;
    assert.equal(sale.status, 'INVALID');
    assert.equal(sale.notice, 'Please fill all the inputs above');
    const byField = Object.fromEntries(sale.errors.map((e: Json) => [e.field, e.message]));
    assert.equal(byField.name, 'This field is required');
    assert.equal(byField.email, 'Please enter a valid email address');
    assert.equal(byField.iban, 'Please enter a valid Greek IBAN (GR followed by 25 digits)');
    assert.equal(byField.vatNumber, 'Please enter a valid VAT number');
    assert.equal(byField.taxOffice, 'Please choose a tax office from the list');
    assert.equal(byField.birthDate, 'You must be at least 18 years old');
    assert.ok(byField.idNumber && byField.acceptedTerms && byField.postalCode);
    const empty = await gql(SUBMIT_SALE, { input: {} }, el);
    assert.equal(empty.status, 200);
    assert.equal(empty.body.data.submitSaleRequest.notice, 'Παρακαλούμε συμπληρώστε όλα τα παραπάνω πεδία');
    assert.ok(empty.body.data.submitSaleRequest.errors.some((e: Json) => e.field === 'deviceId'));
    const weird = await gql(
      SUBMIT_SALE,
      {
        input: {
          ...validSeller,
          deviceId: 'x'.repeat(5000),
          answers: [{ question: '☃'.repeat(300), answer: '' }],
          birthDate: '1990-02-30',
          proposedPrice: -5,
        },
      },
      en,
    );
    assert.equal(weird.status, 200);
    assert.equal(weird.body.data.submitSaleRequest.status, 'INVALID');
  });

  it('opens a request only with its reference and e-mail; a guest adds a message and a reply', async () => {
    const { submitSaleRequest } = await data(
      SUBMIT_SALE,
      { input: { ...validSeller, email: 'open@example.gr', deviceId: device.id, answers: answers() } },
      en,
    );
    const reference = submitSaleRequest.request.reference;
    const OPEN = `query ($reference: String!, $email: String) { tradeInRequest(reference: $reference, email: $email) { ${REQUEST_FIELDS} } }`;
    assert.equal((await data(OPEN, { reference, email: 'OPEN@example.gr' })).tradeInRequest.reference, reference);
    assert.equal((await data(OPEN, { reference })).tradeInRequest, null, 'no e-mail, no request');
    assert.equal((await data(OPEN, { reference, email: 'other@example.gr' })).tradeInRequest, null);
    const guessed = reference.slice(0, -1) + (reference.endsWith('A') ? 'B' : 'A');
    assert.equal((await data(OPEN, { reference: guessed, email: 'open@example.gr' })).tradeInRequest, null);
    assert.equal((await data('{ myTradeInRequests { reference } }')).myTradeInRequests.length, 0);
    const ADD = `mutation ($input: TradeInMessageInput!) { addTradeInMessage(input: $input) { status errors { field } request { messages { id body replies { body } } } } }`;
    const denied = await data(ADD, { input: { reference, body: 'Hello?' } });
    assert.equal(denied.addTradeInMessage.status, 'FAILED');
    const first = await data(ADD, { input: { reference, email: 'open@example.gr', body: 'When will you pick it up?' } });
    const id = first.addTradeInMessage.request.messages[0].id;
    const reply = await data(ADD, { input: { reference, email: 'open@example.gr', body: 'Morning is best.', replyTo: id } });
    assert.deepEqual(
      reply.addTradeInMessage.request.messages.map((m: Json) => [m.body, m.replies.map((r: Json) => r.body)]),
      [['When will you pick it up?', ['Morning is best.']]],
    );
  });

  it('stores at most 20 messages an hour on one request, parallel ones included (no flooding the shop through a request)', async () => {
    const { submitSaleRequest } = await data(
      SUBMIT_SALE,
      { input: { ...validSeller, email: 'chatty@example.gr', deviceId: device.id, answers: answers() } },
      { ...en, 'x-forwarded-for': fakeAddress() },
    );
    const reference = submitSaleRequest.request.reference;
    const ADD = `mutation ($input: TradeInMessageInput!) { addTradeInMessage(input: $input) { status notice errors { field code message } } }`;
    const send = (locale = en) =>
      data(ADD, { input: { reference, email: 'chatty@example.gr', body: 'Α'.repeat(2000) } }, locale).then((d) => d.addTradeInMessage);
    const results = await Promise.all(Array.from({ length: 22 }, () => send()));
    assert.equal(results.filter((r) => r.status === 'SUCCESS').length, 20);
    assert.deepEqual(
      results.filter((r) => r.status !== 'SUCCESS').map((r) => [r.status, r.errors[0].field, r.errors[0].code, r.errors[0].message]),
      Array(2).fill(['INVALID', 'body', 'tooManyRequests', 'Too many messages on this request. Please try again later or call us.']),
    );
    assert.equal((await send(el)).notice, 'Πάρα πολλά μηνύματα σε αυτό το αίτημα. Δοκιμάστε ξανά αργότερα ή καλέστε μας.');
  });
});

describe('member requests', () => {
  it('lists a member their own requests and opens them without the e-mail; others see nothing', async () => {
    const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { status } }`;
    const token = async () => {
      const email = `${unique('tradein')}@example.gr`;
      const password = 'a long enough trade-in password';
      const address = fakeAddress();
      await data(REGISTER, { input: { email, password, passwordConfirmation: password } }, { 'x-forwarded-for': address });
      const login = await post('/oauth/token', { grant_type: 'password', username: email, password }, { 'x-forwarded-for': address });
      return { Authorization: `Bearer ${login.json.access_token}` };
    };
    const [owner, other] = [await token(), await token()];
    const device = file.devices[0];
    const answers = device.questions.map((slug: string) => ({ question: slug, answer: questions.get(slug).answers[0].slug }));
    const { submitSaleRequest } = await data(SUBMIT_SALE, { input: { ...validSeller, deviceId: device.id, answers } }, owner);
    const reference = submitSaleRequest.request.reference;
    const mine = await data('{ myTradeInRequests { reference kind } }', {}, owner);
    assert.deepEqual(mine.myTradeInRequests, [{ reference, kind: 'SALE' }]);
    assert.deepEqual((await data('{ myTradeInRequests { reference } }', {}, other)).myTradeInRequests, []);
    const OPEN = 'query ($reference: String!) { tradeInRequest(reference: $reference) { reference } }';
    assert.equal((await data(OPEN, { reference }, owner)).tradeInRequest.reference, reference);
    assert.equal((await data(OPEN, { reference }, other)).tradeInRequest, null);
  });
});
