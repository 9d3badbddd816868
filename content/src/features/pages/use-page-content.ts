import { useEffect, useState } from 'react';
import type { Locale, TenantConfig } from '@remac/shared-contracts';
import type { ContentPageName } from './page-content';
import { loadPageContent } from './load-page-content';

export type PageContentState<T> = { status: 'loading' } | { status: 'ready'; content: T } | { status: 'failed'; error: unknown };

export function usePageContent<T>(page: ContentPageName, locale: Locale, tenant: TenantConfig): PageContentState<T> {
  const [state, setState] = useState<PageContentState<T>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadPageContent<T>(page, locale, tenant).then(
      (content) => active && setState({ status: 'ready', content }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [page, locale, tenant]);
  return state;
}
