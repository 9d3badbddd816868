import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import type { Resolvers } from '../generated/graphql.js';
import { catalogQueries } from '../modules/catalog/query-resolvers.js';
import { productResolvers } from '../modules/catalog/product-resolvers.js';
import { variantResolvers } from '../modules/catalog/variant-resolvers.js';
import { searchQuery, searchResultResolvers } from '../modules/search/search-resolver.js';
import { categoryPageResolvers, taxonQueries, taxonResolvers } from '../modules/taxons/taxon-resolvers.js';
import { promotionQueries, promotionResolvers } from '../modules/promotions/promotion-resolvers.js';
import { paymentOptionResolvers, paymentQueries } from '../modules/payment-options/payment-resolvers.js';
import { formMutations, formQueries, formResolvers } from '../modules/forms/form-resolvers.js';
import { seoQueries } from '../modules/seo/seo-resolvers.js';
import { accountMutations, accountQueries } from '../modules/accounts/account-resolvers.js';
import { checkoutMutations, checkoutQueries, checkoutTypeResolvers } from '../modules/checkout/checkout-resolvers.js';
import { tradeInMutations, tradeInQueries } from '../modules/tradein/tradein-resolvers.js';
import { memberOrderQueries, orderExtraResolvers, orderItemResolvers } from '../modules/member-orders/member-order-resolvers.js';

function literal(node: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((value) => literal(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literal(field.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[node.name.value];
  }
}

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node, variables) => literal(node, variables),
});

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => String(value),
});

export const resolvers: Resolvers = {
  JSON: JSONScalar,
  DateTime,
  Query: {
    ...catalogQueries,
    ...searchQuery,
    ...taxonQueries,
    ...promotionQueries,
    ...paymentQueries,
    ...formQueries,
    ...seoQueries,
    ...accountQueries,
    ...checkoutQueries,
    ...memberOrderQueries,
    ...tradeInQueries,
  },
  Mutation: { ...formMutations, ...accountMutations, ...checkoutMutations, ...tradeInMutations },
  Product: productResolvers,
  Variant: variantResolvers,
  SearchResult: searchResultResolvers,
  Taxon: taxonResolvers,
  CategoryPage: categoryPageResolvers,
  Promotion: promotionResolvers,
  PaymentOption: paymentOptionResolvers,
  Form: formResolvers,
  ...checkoutTypeResolvers,
  Order: { ...checkoutTypeResolvers.Order, ...orderExtraResolvers },
  OrderItem: orderItemResolvers,
};
