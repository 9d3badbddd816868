import type { FormResolvers, MutationResolvers, QueryResolvers } from '../../generated/graphql.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { messageText, toFieldErrors } from '@remac/shared-contracts/validation';
import { pickRequired } from '../../lib/localize.js';
import { badInput } from '../../lib/errors.js';
import { formSchema } from './field-schema.js';
import { admitSubmission, submissionLimited } from './submission-limit.js';
import { storeSubmission } from './store-submission.js';
import { formNotice } from './form-notice.js';
import { formEmail } from './form-email.js';
import { confirmSubscription, requestConfirmation, subscriptionForms, unsubscribe } from './newsletter-confirmation.js';
import { queueShopNotice } from '../notifications/shop-notice.js';
import { kickOutbox } from '../checkout/outbox/outbox-runtime.js';

function findForm(db: Kysely<Database>, tenantId: string, where: { id?: string | null; slug?: string | null }) {
  let query = db.selectFrom('forms').selectAll().where('tenant_id', '=', tenantId);
  if (where.id != null) {
    const id = Number(where.id);
    if (!Number.isInteger(id) || id <= 0 || id >= 2 ** 31) return Promise.resolve(undefined);
    query = query.where('id', '=', id);
  } else query = query.where('slug', '=', where.slug ?? '');
  return query.executeTakeFirst();
}

const thanks = { el: 'Ευχαριστούμε! Λάβαμε το αίτημά σας.', en: 'Thank you! We have received your request.' };

export const formQueries: Pick<QueryResolvers, 'form'> = {
  form: async (_, { where }, ctx) => {
    if ((where.id == null) === (where.slug == null)) throw badInput('Give exactly one of id or slug', 'where');
    return (await findForm(ctx.db, ctx.tenantId, where)) ?? null;
  },
};

const confirmationText = {
  CONFIRMED: {
    el: 'Η εγγραφή σας στο newsletter επιβεβαιώθηκε. Ευχαριστούμε!',
    en: 'Your newsletter subscription is confirmed. Thank you!',
  },
  UNKNOWN: {
    el: 'Ο σύνδεσμος δεν ισχύει πια ή δεν είναι σωστός. Εγγραφείτε ξανά από τη φόρμα στο κάτω μέρος κάθε σελίδας.',
    en: 'This link is no longer valid or is not quite right. Please subscribe again from the form at the bottom of any page.',
  },
} as const;

const unsubscriptionText = {
  UNSUBSCRIBED: {
    el: 'Διαγραφήκατε: σβήσαμε τη διεύθυνσή σας από τη λίστα και δεν θα σας στείλουμε άλλο newsletter.',
    en: 'You are unsubscribed: we removed your address from the list and will send you no more newsletters.',
  },
  UNKNOWN: {
    el: 'Ο σύνδεσμος δεν είναι σωστός ή η διεύθυνση έχει ήδη διαγραφεί από τη λίστα.',
    en: 'This link is not quite right, or the address is already off the list.',
  },
} as const;

export const formMutations: Pick<MutationResolvers, 'submitForm' | 'confirmNewsletter' | 'unsubscribeNewsletter'> = {
  confirmNewsletter: async (_, { token }, ctx) => {
    const status = (await confirmSubscription(ctx.db, ctx.tenantId, token)) ? 'CONFIRMED' : 'UNKNOWN';
    kickOutbox();
    return { status, notice: confirmationText[status][ctx.locale] };
  },
  unsubscribeNewsletter: async (_, { token }, ctx) => {
    const status = (await unsubscribe(ctx.db, ctx.tenantId, token)) ? 'UNSUBSCRIBED' : 'UNKNOWN';
    return { status, notice: unsubscriptionText[status][ctx.locale] };
  },
  submitForm: async (_, { input }, ctx) => {
    const form = await findForm(ctx.db, ctx.tenantId, /^\d+$/.test(input.form) ? { id: input.form } : { slug: input.form });
    if (!form) throw badInput('Unknown form', 'form');
    if (!form.active) {
      const notice = messageText('formUnavailable', ctx.locale);
      return { status: 'UNAVAILABLE', notice, errors: [], messages: [notice] };
    }
    if (typeof input.data !== 'object' || input.data === null || Array.isArray(input.data)) {
      throw badInput('data must be an object', 'data');
    }
    const result = formSchema(form.fields).safeParse(input.data);
    if (!result.success) {
      const errors = toFieldErrors(result.error, ctx.locale);
      const notice = messageText(errors.some((e) => e.code === 'required') ? 'mandatoryFields' : 'invalidValue', ctx.locale);
      return { status: 'INVALID', notice, errors, messages: errors.map((e) => `${e.field}: ${e.message}`) };
    }
    if (!(await admitSubmission(ctx)).admitted) return submissionLimited(ctx.locale, form.fields);
    const email = formEmail(form, result.data);
    await ctx.db.transaction().execute(async (trx) => {
      const { id, first } = await storeSubmission(trx, form.id, result.data, ctx.locale);
      if (subscriptionForms.has(form.slug) && email) await requestConfirmation(trx, ctx.tenantId, { id, email, locale: ctx.locale });
      const notice = first ? formNotice(form, result.data) : null;
      if (notice) await queueShopNotice(trx, ctx.tenantId, notice, { replyTo: email });
    });
    kickOutbox();
    const notice = thanks[ctx.locale];
    return { status: 'SUCCESS', notice, errors: [], messages: [notice] };
  },
};

export const formResolvers: FormResolvers = {
  id: (f) => String(f.id),
  name: (f, _, ctx) => pickRequired(f.name, ctx.locale),
  fields: (f, _, ctx) =>
    f.fields.map((field) => ({
      name: field.name,
      kind: field.kind,
      required: field.required,
      label: pickRequired(field.label, ctx.locale),
    })),
};
