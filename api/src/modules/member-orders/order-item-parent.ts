import type { OrderItem } from '../../generated/graphql.js';

/** What the order's `items` resolver builds; product links, images and options are resolved per item. */
export type OrderItemParent = Omit<OrderItem, 'productSlug' | 'image' | 'options'>;
