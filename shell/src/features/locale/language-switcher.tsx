import { Link, useLocation } from 'react-router-dom';
import { pageMeta, switchLocalePath, type Locale } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { saveLocaleCookie } from './locale-cookie';
import { useLocale } from './use-locale';
import { useShellT } from './use-shell-t';

/** Links to the same page in the other language and remembers the choice. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const t = useShellT();
  const { bus } = useShell();
  const target: Locale = locale === 'el' ? 'en' : 'el';
  const meta = bus.channel(pageMeta).latest();
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
