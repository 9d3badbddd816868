import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { messageText } from '@remac/shared-contracts/validation';
import { useHost } from '@remac/remote-kit';
import { rememberRequest } from '../../lib/last-request';
import { useTradeInT } from '../../lib/remote';
import styles from '../../components/ui.module.css';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A guest opens a request with its reference and the e-mail it was made with. */
export function LookupForm({ reference: initialReference = '', notFound = false }: { reference?: string; notFound?: boolean }) {
  const t = useTradeInT();
  const { locale } = useHost();
  const navigate = useNavigate();
  const id = useId();
  const [reference, setReference] = useState(initialReference);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ reference?: string; email?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      reference: reference.trim() ? undefined : messageText('required', locale),
      email: !email.trim() ? messageText('required', locale) : emailPattern.test(email.trim()) ? undefined : messageText('email', locale),
    };
    setErrors(next);
    if (next.reference || next.email) return;
    const clean = reference.trim().toUpperCase();
    rememberRequest({ reference: clean, email: email.trim() });
    void navigate(localizedPath('request-id', locale, { id: clean }));
  };
  const field = (name: 'reference' | 'email', value: string, set: (value: string) => void, type = 'text') => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {t(`request.${name}`)} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        className={styles.input}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className={styles.error} role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <form onSubmit={submit} noValidate className={styles.box} data-testid="request-lookup" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('request.lookupTitle')}</h2>
      {notFound && (
        <p className={styles.alert} role="alert">
          {t('request.notFound')}
        </p>
      )}
      {field('reference', reference, setReference)}
      {field('email', email, setEmail, 'email')}
      <button type="submit" className={styles.button}>
        {t('request.open')}
      </button>
    </form>
  );
}
