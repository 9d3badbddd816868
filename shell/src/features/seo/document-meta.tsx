import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { matchPath, pageMeta, pageTitle, seoDescription, switchLocalePath, type Locale, type PageMeta } from '@remac/shared-contracts';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/shell-context';

function setMetaDescription(content: string) {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

function setAlternates(alternates: Record<Locale, string>) {
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  for (const [hreflang, href] of Object.entries(alternates)) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = new URL(href, window.location.origin).href;
    document.head.append(link);
  }
}

function setCanonical(href: string | undefined) {
  document.head.querySelector('link[rel="canonical"]')?.remove();
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = new URL(href, window.location.origin).href;
  document.head.append(link);
}

/** Title `page | site`, description cut at 160 characters, canonical and hreflang links from what the page reports. */
export function DocumentMeta() {
  const { pathname } = useLocation();
  const { bus, tenant } = useShell();
  const { t } = useTranslation('shell');
  const [reported, setReported] = useState<PageMeta | undefined>();

  useEffect(() => bus.channel(pageMeta).subscribe(setReported), [bus]);

  const meta = reported?.path === pathname ? reported : undefined;
  const route = matchPath(pathname)?.route;
  const fallbackTitle = route && route.name !== 'index' ? t(`nav.${route.name}`, { defaultValue: '' }) : undefined;

  useEffect(() => {
    document.title = pageTitle(meta?.title ?? fallbackTitle, tenant.name);
    setMetaDescription(seoDescription(meta?.description ?? t('site.description')));
    setCanonical(meta?.canonical);
    setAlternates({
      el: meta?.alternates?.el ?? switchLocalePath(pathname, 'el'),
      en: meta?.alternates?.en ?? switchLocalePath(pathname, 'en'),
    });
  }, [meta, fallbackTitle, pathname, tenant.name, t]);

  return null;
}
