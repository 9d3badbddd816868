import { useCallback, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { pageMeta, switchLocalePath, type Locale, type PageMeta } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { saveLocaleCookie } from './locale-cookie';
import { useLocale } from './use-locale';
import { useShellT } from './use-shell-t';

/** What the page reports about itself, as it reports it: a page reports after the frame around it has rendered. */
function useReportedPageMeta(): PageMeta | undefined {
  const { bus } = useShell();
  const channel = bus.channel(pageMeta);
  const subscribe = useCallback((changed: () => void) => channel.subscribe(changed), [channel]);
  return useSyncExternalStore(subscribe, channel.latest, channel.latest);
}

/** Links to the same page in the other language and remembers the choice. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const t = useShellT();
  const target: Locale = locale === 'el' ? 'en' : 'el';
  const meta = useReportedPageMeta();
  const alternate = meta?.path === pathname ? meta.alternates?.[target] : undefined;
  // The page's alternate names its address in the other language (a slug may differ there); what the URL chose here
  // (a listing's filters, order and page, a product's variant) goes along.
  const to = alternate ? `${alternate.replace(/[?#].*$/, '')}${search}${hash}` : switchLocalePath(pathname, target, search, hash);
  return (
    <Link
      className={className}
      to={to}
      hrefLang={target}
      lang={target}
      aria-label={t('language.switchLabel')}
      data-testid="language-switcher"
      onClick={() => saveLocaleCookie(target)}
    >
      {t('language.switchTo')}
    </Link>
  );
}
