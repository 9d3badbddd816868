import DataLoader from 'dataloader';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderShipmentsTable, ImageData } from '../../db/types.js';
import type { GraphQLContext } from '../../server/graphql-context.js';

interface ItemProduct {
  id: number;
  slug: string;
  status: string;
  images: ImageData[];
}

function createLoaders(db: Kysely<Database>) {
  return {
    products: new DataLoader<number, ItemProduct | undefined>(async (ids) => {
      const rows = await db
        .selectFrom('products')
        .select(['id', 'slug', 'status', 'images'])
        .where('id', 'in', [...ids])
        .execute();
      return ids.map((id) => rows.find((row) => row.id === id) as ItemProduct | undefined);
    }),
    shipments: new DataLoader<number, Selectable<OrderShipmentsTable>[]>(async (ids) => {
      const rows = await db
        .selectFrom('order_shipments')
        .selectAll()
        .where('order_id', 'in', [...ids])
        .orderBy('id')
        .execute();
      return ids.map((id) => rows.filter((row) => row.order_id === id));
    }),
  };
}

const perRequest = new WeakMap<GraphQLContext, ReturnType<typeof createLoaders>>();

/** Request-scoped batch loaders for what a list of orders shows per item and per order. */
export function memberOrderLoaders(ctx: GraphQLContext) {
  let loaders = perRequest.get(ctx);
  if (!loaders) perRequest.set(ctx, (loaders = createLoaders(ctx.db)));
  return loaders;
}
