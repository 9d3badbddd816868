import { useShell } from '../../app/shell-context';
import { Fragment } from '../layouts/fragment';
import { SocialIcon } from './social-icon';
import { telHref } from './phone-link';
import { useShellT } from '../locale/use-shell-t';
import styles from './header.module.css';

const networkNames = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' } as const;

/** Shipping promotion text (from the catalog), three social links and, from medium screens, the phone. */
export function InfoBar() {
  const t = useShellT();
  const { tenant } = useShell();
  const phone = tenant.phones[0]!;
  return (
    <div className={styles.infoBar} data-testid="info-bar">
      <div className={styles.container}>
        <Fragment name="infoBarPromotion" className={styles.promotion} />
        <ul className={styles.social}>
          {tenant.social.map(({ network, url }) => (
            <li key={network}>
              <a
                href={url}
                rel="noopener noreferrer"
                target="_blank"
                aria-label={t('infoBar.social', { brand: tenant.name, network: networkNames[network] })}
              >
                <SocialIcon network={network} />
              </a>
            </li>
          ))}
        </ul>
        <a className={styles.infoPhone} href={telHref(phone)} aria-label={t('infoBar.phone', { phone })}>
          {phone}
        </a>
      </div>
    </div>
  );
}
