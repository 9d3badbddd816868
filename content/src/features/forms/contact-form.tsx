import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Locale } from '@remac/shared-contracts';
import { useContentT } from '../../lib/remote';
import { contactSchema, type ContactValues } from './contact-schema';
import { useSubmitForm } from './use-submit-form';
import { TextField } from './text-field';
import { FormOutcome } from './form-outcome';
import styles from './forms.module.css';

const empty: ContactValues = { name: '', email: '', phone: '', message: '' };

export function ContactForm({ locale }: { locale: Locale }) {
  const t = useContentT();
  const form = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: empty });
  const { submit, sending, outcome } = useSubmitForm('contact', form, locale);
  const { errors } = form.formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-form-title" data-testid="contact-form">
      <h2 id="contact-form-title">{t('contactForm.title')}</h2>
      <TextField
        label={t('contactForm.name')}
        registration={form.register('name')}
        error={errors.name}
        locale={locale}
        required
        autoComplete="name"
      />
      <TextField
        label={t('contactForm.email')}
        registration={form.register('email')}
        error={errors.email}
        locale={locale}
        type="email"
        required
        autoComplete="email"
      />
      <TextField
        label={t('contactForm.phone')}
        registration={form.register('phone')}
        error={errors.phone}
        locale={locale}
        type="tel"
        autoComplete="tel"
      />
      <TextField
        label={t('contactForm.message')}
        registration={form.register('message')}
        error={errors.message}
        locale={locale}
        multiline
        required
      />
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? t('forms.sending') : t('contactForm.submit')}
      </button>
      <FormOutcome outcome={outcome} sentText={t('contactForm.sent')} />
    </form>
  );
}
