import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, el, en, gql, type Json } from '../support/client.js';

const PAYMENTS = `query ($amount: Int) { paymentOptions(amount: $amount) { name kind sortOrder eligible minAmount { amount } maxAmount { amount }
  plans { length interestRate installment { amount formatted } total { amount } } } }`;

describe('PaymentOptions', () => {
  it('lists only active storefront options by sortOrder', async () => {
    const { paymentOptions } = await data(PAYMENTS, {}, en);
    assert.deepEqual(
      paymentOptions.map((o: Json) => o.kind),
      ['card', 'iris', 'bank-transfer', 'cash-on-delivery'],
    );
  });

  it('prices installment plans for an amount and marks eligibility', async () => {
    const { paymentOptions } = await data(PAYMENTS, { amount: 120_000 }, en);
    const card = paymentOptions.find((o: Json) => o.kind === 'card');
    const twelve = card.plans.find((p: Json) => p.length === 12);
    assert.equal(twelve.installment.amount, 10_000);
    assert.equal(twelve.installment.formatted, '€100.00');
    assert.equal(twelve.total.amount, 120_000, 'interest-free');
    assert.equal(Math.max(...card.plans.map((p: Json) => p.length)), 12, 'at most 12 installments, as the payment page says');
    const cash = paymentOptions.find((o: Json) => o.kind === 'cash-on-delivery');
    assert.equal(cash.maxAmount.amount, 50_000, 'Greek law: no cash payment above €500');
    assert.equal(cash.eligible, false);
    const small = await data(PAYMENTS, { amount: 5_000 });
    assert.equal(small.paymentOptions.find((o: Json) => o.kind === 'card').eligible, true, 'a €50 accessory can be paid by card');
  });

  it('rejects a negative amount as a client error', async () => {
    const result = await gql(PAYMENTS, { amount: -1 });
    assert.equal(result.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });
});

const SUBMIT = `mutation ($input: SubmitFormInput!) { submitForm(input: $input) { status notice messages errors { field code message } } }`;

describe('Form and SubmitForm', () => {
  it('describes a form and its fields', async () => {
    const { form } = await data('{ form(where: { slug: "contact" }) { slug name active fields { name kind required } } }', {}, en);
    assert.equal(form.active, true);
    assert.deepEqual(
      form.fields.map((f: Json) => f.name),
      ['name', 'email', 'phone', 'message'],
    );
    assert.equal((await data('{ form(where: { slug: "nope" }) { id } }')).form, null);
  });

  it('stores a valid contact submission', async () => {
    const { submitForm } = await data(
      SUBMIT,
      { input: { form: 'contact', data: { name: 'Μαρία', email: 'maria@example.gr', message: 'Γεια σας' } } },
      en,
    );
    assert.equal(submitForm.status, 'SUCCESS');
    assert.deepEqual(submitForm.errors, []);
  });

  it('answers field errors with the specification texts', async () => {
    const { submitForm } = await data(SUBMIT, { input: { form: 'contact', data: { name: '', email: 'not-an-email' } } }, en);
    assert.equal(submitForm.status, 'INVALID');
    const byField = Object.fromEntries(submitForm.errors.map((e: Json) => [e.field, e]));
    assert.equal(byField.name.message, 'This field is required');
    assert.equal(byField.email.message, 'Please enter a valid email address');
    assert.equal(byField.message.code, 'required');
    assert.equal(submitForm.notice, 'Please fill all the inputs above');
  });

  it('answers in Greek', async () => {
    const { submitForm } = await data(SUBMIT, { input: { form: 'newsletter', data: {} } }, el);
    assert.deepEqual(submitForm.errors, [{ field: 'email', code: 'required', message: 'Το πεδίο είναι υποχρεωτικό' }]);
  });

  it('validates Greek VAT number, IBAN and postal code on the sale form', async () => {
    const { submitForm } = await data(
      SUBMIT,
      { input: { form: 'sale', data: { vatNumber: '123456789', iban: 'GR00', postalCode: '99999', acceptedTerms: false } } },
      en,
    );
    const codes = Object.fromEntries(submitForm.errors.map((e: Json) => [e.field, e.code]));
    assert.equal(codes.vatNumber, 'vatNumber');
    assert.equal(codes.iban, 'iban');
    assert.equal(codes.postalCode, 'postalCode');
    assert.equal(codes.acceptedTerms, 'termsRequired');
    assert.equal(
      submitForm.errors.find((e: Json) => e.field === 'postalCode').message,
      'The postal code you have inserted does not belong to our supported areas',
    );
  });

  it('answers an inactive form with the unavailable text', async () => {
    const { submitForm } = await data(SUBMIT, { input: { form: 'trade-in-legacy', data: { email: 'a@b.gr' } } }, en);
    assert.equal(submitForm.status, 'UNAVAILABLE');
    assert.equal(submitForm.notice, 'This operation is currently unavailable. Please try again later.');
  });

  it('rejects non-object data and unknown forms as client errors, never a 500', async () => {
    for (const input of [
      { form: 'contact', data: 'text' },
      { form: 'contact', data: [1] },
      { form: 'nope', data: {} },
    ]) {
      const result = await gql(SUBMIT, { input });
      assert.equal(result.status, 200);
      assert.equal(result.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(input));
    }
  });
});

const SEO = `query ($where: SeoTranslationWhere!) { seoTranslations(where: $where, client: "site") { type slug redirectTo
  translations { locale slug title description } seoMeta { title description } } }`;

describe('SEO translations lookup', () => {
  it('returns both locales and the meta of the request locale', async () => {
    const { seoTranslations } = await data(SEO, { where: { slug: 'imac-24-m3-2023-excellent', type: 'PRODUCT' } }, el);
    assert.equal(seoTranslations.redirectTo, null);
    assert.deepEqual(
      seoTranslations.translations.map((t: Json) => t.locale),
      ['el', 'en'],
    );
    assert.match(seoTranslations.seoMeta.title, /ιντσών/);
    assert.ok(seoTranslations.seoMeta.description.length <= 160);
  });

  it('answers redirectTo for a renamed slug', async () => {
    const product = await data(SEO, { where: { slug: 'macbook-air-m1-2020-excellent', type: 'PRODUCT' } });
    assert.equal(product.seoTranslations.redirectTo, 'macbook-air-13-m1-2020-excellent');
    const taxon = await data(SEO, { where: { slug: 'laptops', type: 'TAXON' } });
    assert.equal(taxon.seoTranslations.redirectTo, 'macbook-pro');
  });

  it('answers null for an unknown slug or the wrong type', async () => {
    assert.equal((await data(SEO, { where: { slug: 'no-such-page', type: 'PRODUCT' } })).seoTranslations, null);
    assert.equal((await data(SEO, { where: { slug: 'imac', type: 'PRODUCT' } })).seoTranslations, null);
    assert.equal((await data(SEO, { where: { slug: 'imac', type: 'TAXON' } })).seoTranslations.slug, 'imac');
  });

  it('rejects an unknown type as a validation error (400, not 500)', async () => {
    const result = await gql(SEO, { where: { slug: 'imac', type: 'NOPE' } });
    assert.equal(result.status, 400);
    assert.ok(result.body.errors?.length);
  });
});
