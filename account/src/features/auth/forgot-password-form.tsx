import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import { localizedPath } from '@remac/shared-contracts';
import { emailSchema } from '@remac/shared-contracts/validation';
import { useHost } from '@remac/remote-kit';
import { useAccountT } from '../../lib/remote';
import { RequestPasswordResetDocument } from '../../lib/graphql/generated';
import { TextField } from '../../components/text-field';
import { SubmitButton } from '../../components/submit-button';
import styles from '../../components/forms.module.css';

const forgotSchema = z.object({ email: emailSchema() });
type ForgotValues = z.input<typeof forgotSchema>;

/** `/auth/forgot-password`: asks for a link to choose a new password; the answer never says whether an account exists. */
export function ForgotPasswordForm() {
  const t = useAccountT();
  const { locale } = useHost();
  const [request] = useMutation(RequestPasswordResetDocument);
  const form = useForm<ForgotValues>({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const result = (await request({ variables: { email } })).data?.requestPasswordReset;
      if (result?.status === 'SUCCESS') return setSent(result.notice ?? '');
      const refused = result?.errors.find((error) => error.field === 'email');
      if (refused) form.setError('email', { message: refused.message }, { shouldFocus: true });
      else setFailure(t('errors.generic'));
    } catch {
      setFailure(t('errors.generic'));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="forgot-title" data-testid="forgot-password-form">
      <h1 id="forgot-title">{t('forgot.title')}</h1>
      {sent !== null ? (
        <p className={styles.done} role="status">
          {sent}
        </p>
      ) : (
        <>
          <p className={styles.alternative}>{t('forgot.intro')}</p>
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            registration={form.register('email')}
            error={errors.email}
          />
          {failure && (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          )}
          <SubmitButton busy={isSubmitting}>{isSubmitting ? t('forgot.sending') : t('forgot.submit')}</SubmitButton>
        </>
      )}
      <p className={styles.alternative}>
        <Link to={localizedPath('auth-login', locale)}>{t('forgot.backToLogin')}</Link>
      </p>
    </form>
  );
}
