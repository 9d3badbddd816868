import type { ReactNode } from 'react';
import { useInBrowser } from '@remac/remote-kit';
import styles from './forms.module.css';

/**
 * A form's submit button, disabled while sending and until the browser has taken the page over: a server-rendered
 * form submitted before its script runs is sent by the browser itself, as a GET with every field in the address
 * (a password in the history, the server's logs and the next page's Referer).
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const inBrowser = useInBrowser();
  return (
    <button type="submit" className={styles.submit} disabled={busy || !inBrowser}>
      {children}
    </button>
  );
}
