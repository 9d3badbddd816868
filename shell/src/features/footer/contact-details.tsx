import { Link } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { useLocale } from '../locale/use-locale';
import { telHref } from '../header/phone-link';
import { useShellT } from '../locale/use-shell-t';
import styles from './footer.module.css';

/** E-mail, both phones, the Nikaia address with a directions link, business hours and a contact button. */
export function ContactDetails() {
  const t = useShellT();
  const { tenant } = useShell();
  const locale = useLocale();
  const { address, hours } = tenant;
  return (
    <address className={styles.contact}>
      <a href={`mailto:${tenant.email}`}>{tenant.email}</a>
      {tenant.phones.map((phone) => (
        <a key={phone} href={telHref(phone)}>
          {phone}
        </a>
      ))}
      <span>
        {address.street[locale]}, {address.postalCode} {address.city[locale]}
      </span>
      <a href={tenant.directionsUrl} rel="noopener noreferrer" target="_blank">
        {t('footer.directions')}
      </a>
      <span>
        {t('footer.hours')}: {t('footer.hoursValue', { opens: hours.opens, closes: hours.closes })}
      </span>
      <Link className={styles.contactButton} to={localizedPath('contact', locale)}>
        {t('footer.contactButton')}
      </Link>
    </address>
  );
}
