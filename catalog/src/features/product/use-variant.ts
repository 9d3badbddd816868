import { useSearchParams } from 'react-router-dom';
import type { ProductVariant } from './api/get-product';
import { initialVariant } from './select-variant';
import { usePendingChoice } from '../../lib/use-pending-choice';

/** The chosen variant, kept in the URL (`?variant=id`) so a shared link opens the same configuration. */
export function useVariant(variants: readonly ProductVariant[] | undefined) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('variant');
  const [pending, setPending] = usePendingChoice(fromUrl);
  const current = variants ? initialVariant(variants, pending ?? fromUrl) : undefined;
  const choose = (variant: ProductVariant) => {
    setPending(variant.id);
    const next = new URLSearchParams(params);
    next.set('variant', variant.id);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return [current, choose] as const;
}
