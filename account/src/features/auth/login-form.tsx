import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { localizedPath, tenant } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useAccountT } from '../../lib/remote';
import { OAuthFailure, oauthClient } from '../../lib/oauth';
import { TextField } from '../../components/text-field';
import { SubmitButton } from '../../components/submit-button';
import { loginSchema, type LoginValues } from './login-schema';
import { useAfterLogin } from './use-after-login';
import styles from '../../components/forms.module.css';

/** Spec §5 login: the spec's field messages, and the server's own text when it refuses (spec §8). */
export function LoginForm() {
  const t = useAccountT();
  const { locale } = useHost();
  const afterLogin = useAfterLogin();
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setRefusal(null);
    try {
      const tokens = await oauthClient(tenant.id, () => locale).login(email, password);
      await afterLogin(tokens);
    } catch (error) {
      setRefusal(error instanceof OAuthFailure && error.description ? error.description : t('errors.generic'));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="login-title" data-testid="login-form">
      <h1 id="login-title">{t('login.title')}</h1>
      <TextField label={t('fields.email')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email} />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password}
      />
      {refusal && (
        <p className={styles.error} role="alert" data-testid="login-refusal">
          {refusal}
        </p>
      )}
      <SubmitButton busy={isSubmitting}>{isSubmitting ? t('login.sending') : t('login.submit')}</SubmitButton>
      <p className={styles.alternative}>
        <Link to={localizedPath('auth-forgot-password', locale)}>{t('forgot.link')}</Link>
      </p>
      <p className={styles.alternative}>
        {t('login.noAccount')} <Link to={localizedPath('auth-register', locale)}>{t('register.title')}</Link>
      </p>
    </form>
  );
}
