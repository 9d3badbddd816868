import { Link, useLocation } from 'react-router-dom';
import { localizedPath, matchPath, pageTitle } from '@remac/shared-contracts';
import { useEffect } from 'react';
import { useShell } from '../../app/shell-context';
import { useLocale } from '../locale/use-locale';
import { useShellT } from '../locale/use-shell-t';
import styles from './error-page.module.css';

export type ErrorKind = 'unmatched' | 'not-found' | 'system';

const copy: Record<ErrorKind, { status: number; title: string; text?: string }> = {
  unmatched: { status: 404, title: 'errors.unmatched' },
  'not-found': { status: 404, title: 'errors.notFoundTitle', text: 'errors.notFoundText' },
  system: { status: 500, title: 'errors.systemTitle', text: 'errors.systemText' },
};

/** The error page of spec §2/§8, with a way back to the site unless the visitor is already home. */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const t = useShellT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { tenant } = useShell();
  const { status, title, text } = copy[kind];
  const onHome = matchPath(pathname)?.route.name === 'index';

  useEffect(() => {
    document.title = pageTitle(t(title), tenant.name);
  }, [t, title, tenant.name]);

  return (
    <section className={styles.page} data-testid="error-page" data-status={status}>
      <p className={styles.status}>{status}</p>
      <h1 className={styles.title}>{t(title)}</h1>
      {text && <p className={styles.text}>{t(text)}</p>}
      {!onHome && (
        <Link className={styles.back} to={localizedPath('index', locale)}>
          {t('errors.backHome')}
        </Link>
      )}
    </section>
  );
}
