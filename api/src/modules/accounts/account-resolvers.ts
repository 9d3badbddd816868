import { registrationSchema, toFieldErrors, messageText } from '@remac/shared-contracts/validation';
import type { MutationResolvers, QueryResolvers } from '../../generated/graphql.js';
import { hashPassword } from './password-hash.js';
import { admitRegistration, registrationLimitedText } from './registration-limit.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

export const accountQueries: Pick<QueryResolvers, 'user'> = {
  user: async (_, __, ctx) => {
    const user = await ctx.currentUser();
    return user ? { id: String(user.id), email: user.email } : null;
  },
};

export const accountMutations: Pick<MutationResolvers, 'register' | 'requestPasswordReset' | 'resetPassword'> = {
  requestPasswordReset: (_, { email }, ctx) => requestPasswordReset(ctx, email),
  resetPassword: (_, { input }, ctx) => resetPassword(ctx, input),
  register: async (_, { input }, ctx) => {
    const parsed = registrationSchema.safeParse(input);
    if (!parsed.success) return { status: 'INVALID', user: null, errors: toFieldErrors(parsed.error, ctx.locale) };
    const admission = await admitRegistration(ctx.db, ctx.config, ctx.tenantId, ctx.clientAddress);
    if (!admission.admitted) {
      const limited = { field: 'email', code: 'tooManyRequests', message: registrationLimitedText[ctx.locale] };
      return { status: 'UNAVAILABLE', user: null, errors: [limited] };
    }
    const taken = [{ field: 'email', code: 'emailTaken', message: messageText('emailTaken', ctx.locale) }];
    const exists = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('email', '=', parsed.data.email)
      .executeTakeFirst();
    if (exists) return { status: 'INVALID', user: null, errors: taken };
    try {
      const row = await ctx.db
        .insertInto('users')
        .values({ tenant_id: ctx.tenantId, email: parsed.data.email, password_hash: await hashPassword(parsed.data.password) })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
      return { status: 'SUCCESS', user: { id: String(row.id), email: row.email }, errors: [] };
    } catch (error) {
      if (isUniqueViolation(error)) return { status: 'INVALID', user: null, errors: taken };
      throw error;
    }
  },
};
