import type { Availability } from '../../lib/graphql/generated';

export interface VariantLike {
  id: string;
  availability: Availability;
  options: readonly { internalName: string; value: string }[];
}

const availabilityRank: Record<Availability, number> = { IN_STOCK: 0, BACKORDERABLE: 1, OUT_OF_STOCK: 2 };

function valueOf(variant: VariantLike, option: string): string | undefined {
  return variant.options.find((entry) => entry.internalName === option)?.value;
}

function bestOf<V extends VariantLike>(variants: readonly V[], score: (variant: V) => number): V | undefined {
  return [...variants].sort((a, b) => score(b) - score(a) || availabilityRank[a.availability] - availabilityRank[b.availability])[0];
}

/** The variant shown first: the one asked for in the URL, else the first that can be bought soonest. */
export function initialVariant<V extends VariantLike>(variants: readonly V[], requestedId?: string | null): V | undefined {
  return variants.find((variant) => variant.id === requestedId) ?? bestOf(variants, () => 0);
}

/**
 * Choosing an option value moves to the variant with that value that keeps as many of the other
 * current choices as possible; among equals the one available soonest.
 */
export function chooseOption<V extends VariantLike>(variants: readonly V[], current: V, option: string, value: string): V {
  const candidates = variants.filter((variant) => valueOf(variant, option) === value);
  const kept = (variant: V) =>
    current.options.filter((entry) => entry.internalName !== option && valueOf(variant, entry.internalName) === entry.value).length;
  return bestOf(candidates, kept) ?? current;
}

export type ValueState = 'selected' | 'combinable' | 'other-combination' | 'missing';

/** How an option value relates to the current variant, for the picker's hints. */
export function valueState(variants: readonly VariantLike[], current: VariantLike, option: string, value: string): ValueState {
  if (valueOf(current, option) === value) return 'selected';
  const withValue = variants.filter((variant) => valueOf(variant, option) === value);
  if (!withValue.length) return 'missing';
  const others = current.options.filter((entry) => entry.internalName !== option);
  const combinable = withValue.some((variant) => others.every((entry) => valueOf(variant, entry.internalName) === entry.value));
  return combinable ? 'combinable' : 'other-combination';
}
