import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import type { Locale } from '@remac/shared-contracts';
import { useContentT } from '../../lib/remote';
import { SubmitFormDocument } from '../../lib/graphql/generated';
import { FormOutcome } from './form-outcome';
import type { FormOutcome as Outcome } from './use-submit-form';
import styles from './newsletter.module.css';
import fieldStyles from './forms.module.css';

// The shared validation (with zod) loads on the first submit: this block is on every page.
const loadValidation = () => import('./validate-newsletter');

/** The newsletter subscribe block (footer and home band); the button is disabled and dimmed while sending. */
export function NewsletterForm({ locale }: { locale: Locale }) {
  const t = useContentT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [mutate, { loading }] = useMutation(SubmitFormDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const { validateNewsletter, serverErrorText } = await loadValidation();
    const invalid = validateNewsletter(email, locale);
    setError(invalid);
    if (invalid) return;
    try {
      const { data } = await mutate({ variables: { input: { form: 'newsletter', data: { email } } } });
      const status = data?.submitForm.status;
      // The API may refuse the address itself (too many submissions from this connection): said on the field.
      const refused = data?.submitForm.errors.find((fieldError) => fieldError.field === 'email');
      if (status === 'INVALID' && refused) return setError(serverErrorText(refused, locale));
      if (status === 'SUCCESS') setEmail('');
      setOutcome(status === 'SUCCESS' ? { kind: 'sent' } : { kind: 'failed' });
    } catch {
      setOutcome({ kind: 'failed' });
    }
  }

  return (
    <section className={styles.newsletter} aria-labelledby={`${id}-title`}>
      <div className={styles.text}>
        <h2 id={`${id}-title`}>{t('newsletter.title')}</h2>
        <p>{t('newsletter.text')}</p>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="newsletter-form">
        <div className={fieldStyles.field}>
          <label htmlFor={id} className={fieldStyles.label}>
            {t('newsletter.email')}
          </label>
          <input
            id={id}
            type="email"
            autoComplete="email"
            className={fieldStyles.input}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className={fieldStyles.error} role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className={styles.subscribe} disabled={loading}>
          {t('newsletter.subscribe')}
        </button>
        <FormOutcome outcome={outcome} sentText={t('newsletter.sent')} />
      </form>
    </section>
  );
}
