import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@remac/shared-contracts';
import { namespace } from '../../lib/translations';
import { newsletterSchema, type NewsletterValues } from '../forms/contact-schema';
import { useSubmitForm } from '../forms/use-submit-form';
import { TextField } from '../forms/text-field';
import { FormOutcome } from '../forms/form-outcome';
import styles from './newsletter.module.css';

/** The newsletter subscribe block (footer and home band); the button is disabled and dimmed while sending. */
export function NewsletterForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation(namespace);
  const form = useForm<NewsletterValues>({ resolver: zodResolver(newsletterSchema), defaultValues: { email: '' } });
  const { submit, sending, outcome } = useSubmitForm('newsletter', form, locale);
  return (
    <section className={styles.newsletter} data-boundary="content" aria-labelledby="newsletter-title">
      <div className={styles.text}>
        <h2 id="newsletter-title">{t('newsletter.title')}</h2>
        <p>{t('newsletter.text')}</p>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="newsletter-form">
        <TextField label={t('newsletter.email')} registration={form.register('email')} error={form.formState.errors.email} locale={locale} type="email" required autoComplete="email" />
        <button type="submit" className={styles.subscribe} disabled={sending}>
          {t('newsletter.subscribe')}
        </button>
        <FormOutcome outcome={outcome} sentText={t('newsletter.sent')} />
      </form>
    </section>
  );
}
