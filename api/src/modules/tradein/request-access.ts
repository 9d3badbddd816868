import type { GraphQLContext } from '../../server/graphql-context.js';
import type { RequestRow } from './request-view.js';
import { normaliseReference } from './reference.js';

/**
 * The request a caller may open: by its reference plus the e-mail it was made with, or by its reference alone for
 * the member who made it. Anything else (unknown reference, wrong e-mail, another member) is null, the same answer,
 * so that a reference cannot be probed.
 */
export async function openRequest(ctx: GraphQLContext, reference: string, email: string | null | undefined): Promise<RequestRow | null> {
  const normalised = normaliseReference(reference);
  if (!normalised) return null;
  const row = await ctx.db
    .selectFrom('tradein_requests')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('reference', '=', normalised)
    .executeTakeFirst();
  if (!row) return null;
  if (email && email.trim().toLowerCase() === row.email) return row;
  if (row.user_id !== null && ctx.bearer) {
    const user = await ctx.currentUser();
    if (user?.id === row.user_id) return row;
  }
  return null;
}
