/** Props of the checkout remote's add-to-cart fragment, placed by the catalog on product pages and cards. */
export interface AddToCartProps {
  productId: string;
  variantId: string;
  sku: string;
  /** Whether the variant can be ordered now (in stock or backorderable). */
  orderable: boolean;
  /** Product cards show a smaller control without the quantity field. */
  compact?: boolean;
}
