import { useHost } from '@remac/remote-kit';
import styles from './contact-help.module.css';

/** A spec §8 error text followed by the shop's phone numbers and e-mail. */
export function ContactHelp({ text, testId }: { text: string; testId?: string }) {
  const { tenant } = useHost();
  return (
    <div role="alert" className={styles.box} data-testid={testId}>
      <p>{text}</p>
      <p>
        {tenant.phones.map((phone) => (
          <a key={phone} href={`tel:${phone.replace(/\s/g, '')}`} className={styles.link}>
            {phone}
          </a>
        ))}
        <a href={`mailto:${tenant.email}`} className={styles.link}>
          {tenant.email}
        </a>
      </p>
    </div>
  );
}
