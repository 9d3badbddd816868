import type { GraphQLContext } from '../../server/graphql-context.js';

/** Whether the tenant's form (forms table, slug 'sale' or 'repair') accepts submissions; a missing form counts as inactive. */
export async function formActive(ctx: GraphQLContext, slug: 'sale' | 'repair'): Promise<boolean> {
  const form = await ctx.db
    .selectFrom('forms')
    .select('active')
    .where('tenant_id', '=', ctx.tenantId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return form?.active === true;
}
