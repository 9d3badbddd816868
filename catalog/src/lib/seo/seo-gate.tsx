import { useDeferredValue, type ReactNode } from 'react';
import type { ErrorLike } from '@apollo/client';
import { QueryStatus } from '../../components/query-status';
import { useCatalogT } from '../remote';
import type { SeoEntry, SeoResolution } from './use-seo-resolve';

interface Props {
  resolution: SeoResolution;
  /** The page's own data has arrived. */
  ready: boolean;
  loading: boolean;
  error?: ErrorLike;
  onRetry: () => void;
  children: (seo: SeoEntry) => ReactNode;
}

/** Shows a page with an `{id}` only once its slug is known and its data is there; loading and failure otherwise. */
export function SeoGate({ resolution, ready, loading, error, onRetry, children }: Props) {
  const t = useCatalogT();
  // Whichever answer comes last, the page then renders at transition priority, in slices.
  const open = useDeferredValue(resolution.status === 'found' && ready);
  if (resolution.status === 'missing') return <p>{t('status.notFound')}</p>;
  if (resolution.status === 'failed')
    return <QueryStatus loading={false} error={new Error('SEO lookup failed')} onRetry={resolution.retry} />;
  if (resolution.status === 'pending' || !ready || !open) {
    return <QueryStatus loading={loading || resolution.status === 'pending' || !open} error={error} onRetry={onRetry} />;
  }
  return children(resolution.seo);
}
