import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { notFound, pageMeta, type PageMeta } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { applyHead } from './apply-head';
import { documentHead } from './document-head';

/**
 * Keeps the document's head (title `page | site`, description, canonical, hreflang, Open Graph and
 * Twitter) true for the current page, from what it reports or its route's defaults. The server sends
 * the same head for the first view (`shell/src/server/render-page.tsx`).
 */
export function DocumentMeta() {
  const { pathname } = useLocation();
  const { bus, tenant } = useShell();
  const [reported, setReported] = useState<PageMeta | undefined>();
  const [missingPath, setMissingPath] = useState<string | undefined>();

  useEffect(() => bus.channel(pageMeta).subscribe(setReported), [bus]);
  useEffect(() => bus.channel(notFound).subscribe(({ path }) => setMissingPath(path)), [bus]);

  const meta = reported?.path === pathname ? reported : undefined;
  const head = useMemo(
    () => documentHead({ pathname, tenant, meta, notFound: missingPath === pathname }),
    [pathname, tenant, meta, missingPath],
  );
  useEffect(() => applyHead(head), [head]);

  return null;
}
