import { useQuery } from '@apollo/client/react';
import type { HostContext } from '@remac/shared-contracts';
import AddToCart from '../exposes/add-to-cart';
import { HarnessProductsDocument } from '../lib/graphql/generated';

/** Stand-in for the catalog's product cards: a few in-stock products with the add-to-cart fragment. */
export function HarnessProducts(host: HostContext) {
  const { data } = useQuery(HarnessProductsDocument, { fetchPolicy: 'network-only' });
  return (
    <ul className="harness-products">
      {data?.products.nodes.map((product) => {
        const variant = product.variants.find((v) => !v.isMaster && v.orderable) ?? product.variants[0];
        if (!variant) return null;
        return (
          <li key={product.id} data-testid="harness-product">
            <h2>{product.name}</h2>
            <AddToCart {...host} productId={product.id} variantId={variant.id} sku={variant.sku} orderable={variant.orderable} />
          </li>
        );
      })}
    </ul>
  );
}
