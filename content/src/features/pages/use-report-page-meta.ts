import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localizedPath, pageMeta, type EventBus, type RouteName } from '@remac/shared-contracts';

/** Tells the shell this page's title, description and its path in both languages. */
export function useReportPageMeta(bus: EventBus, route: RouteName, meta: { title: string; description: string } | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!meta) return;
    bus.channel(pageMeta).emit({
      path: pathname,
      title: meta.title,
      description: meta.description,
      alternates: { el: localizedPath(route, 'el'), en: localizedPath(route, 'en') },
    });
  }, [bus, route, pathname, meta]);
}
