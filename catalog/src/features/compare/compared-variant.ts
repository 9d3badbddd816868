/** The configuration a compared product stands for: the one its card adds to the cart (the first orderable). */
export function comparedVariant<V extends { orderable: boolean }>(variants: readonly V[]): V | undefined {
  return variants.find((variant) => variant.orderable) ?? variants[0];
}
