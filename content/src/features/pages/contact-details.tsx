import type { Locale, TenantConfig } from '@remac/shared-contracts';
import { useContentT } from '../../lib/remote';
import styles from './pages.module.css';

/** The business's contact block (spec §1), from the tenant configuration. */
export function ContactDetails({ tenant, locale }: { tenant: TenantConfig; locale: Locale }) {
  const t = useContentT();
  const { street, city, postalCode } = tenant.address;
  return (
    <section className={styles.contactCard} aria-labelledby="contact-visit" data-testid="contact-details">
      <h2 id="contact-visit">{t('contact.visit')}</h2>
      <dl>
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${tenant.email}`}>{tenant.email}</a>
        </dd>
        <dt>{t('contact.phones')}</dt>
        {tenant.phones.map((phone) => (
          <dd key={phone}>
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
          </dd>
        ))}
        <dt>{t('contact.address')}</dt>
        <dd>
          {street[locale]}, {postalCode} {city[locale]} ·{' '}
          <a href={tenant.directionsUrl} rel="noopener noreferrer" target="_blank">
            {t('contact.directions')}
          </a>
        </dd>
        <dt>{t('contact.hours')}</dt>
        <dd>{t('contact.hoursValue', { opens: tenant.hours.opens, closes: tenant.hours.closes })}</dd>
      </dl>
    </section>
  );
}
