import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageMeta, type PageMeta } from '@remac/shared-contracts';
import { useHost } from '../host/host-context';

/**
 * Tells the shell this page's title, description, canonical, alternates and image: on the server
 * during render (the host writes them into the HTML it sends), in the browser on the bus.
 */
export function useReportPageMeta(meta: Omit<PageMeta, 'path'> | undefined) {
  const { bus, serverReport } = useHost();
  const { pathname } = useLocation();
  if (meta && serverReport) serverReport.meta({ ...meta, path: pathname });
  const key = meta && JSON.stringify(meta);
  useEffect(() => {
    if (meta) bus.channel(pageMeta).emit({ ...meta, path: pathname });
    // `key` stands for `meta`: a new object with the same content must not report again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bus, pathname, key]);
}
