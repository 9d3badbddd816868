import { Link } from 'react-router-dom';
import { footerBottomLinks, footerQuickLinks, localizedPath, type RouteName } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { useLocale } from '../locale/use-locale';
import { LanguageSwitcher } from '../locale/language-switcher';
import { Fragment } from '../layouts/fragment';
import { ContactDetails } from './contact-details';
import { CookieSettingsButton } from '../consent/cookie-settings-button';
import { useShellT } from '../locale/use-shell-t';
import rooms from '../layouts/rooms.module.css';
import styles from './footer.module.css';

function LinkList({ names }: { names: readonly RouteName[] }) {
  const t = useShellT();
  const locale = useLocale();
  return (
    <ul className={styles.links}>
      {names.map((name) => (
        <li key={name}>
          <Link to={localizedPath(name, locale)}>{t(`nav.${name}`)}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Newsletter, link columns, contact details, member area, language and copyright (spec §1). */
export function Footer({ withNewsletter = true }: { withNewsletter?: boolean }) {
  const t = useShellT();
  const { tenant } = useShell();
  return (
    <footer className={styles.footer} data-testid="site-footer">
      {withNewsletter && <Fragment name="footerNewsletter" deferred reserveClassName={`${rooms.newsletter} ${styles.newsletterBand}`} />}
      <div className={`${styles.container} ${styles.columns}`}>
        <section>
          <h2 className={styles.heading}>{t('footer.quickLinks')}</h2>
          <LinkList names={footerQuickLinks} />
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.categories')}</h2>
          <Fragment name="footerCategories" deferred reserveClassName={rooms.categories} />
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.information')}</h2>
          <LinkList names={['payment-methods', 'shipping-methods', 'terms-of-service', 'testimonials']} />
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.contact')}</h2>
          <ContactDetails />
        </section>
      </div>
      <div className={`${styles.container} ${styles.member}`}>
        <Fragment name="footerMemberArea" deferred reserveClassName={rooms.memberArea} />
        <div className={styles.language}>
          <span>{t('footer.language')}:</span> <LanguageSwitcher />
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`${styles.container} ${styles.bottomRow}`}>
          <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: tenant.name })}</p>
          <LinkList names={footerBottomLinks} />
          <CookieSettingsButton className={styles.settingsButton} />
        </div>
      </div>
    </footer>
  );
}
