import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { localizedPath, tenant } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { useAccountT } from '../../lib/remote';
import { oauthClient } from '../../lib/oauth';
import { RegisterDocument } from '../../lib/graphql/generated';
import { TextField } from '../../components/text-field';
import { SubmitButton } from '../../components/submit-button';
import { NewPasswordFields } from '../../components/new-password-fields';
import { registerSchema, type RegisterValues } from './register-schema';
import { useAfterLogin } from './use-after-login';
import styles from '../../components/forms.module.css';

const fields = ['email', 'password', 'passwordConfirmation'] as const;
const isField = (name: string): name is (typeof fields)[number] => (fields as readonly string[]).includes(name);

/** Registration (spec §5: with a password confirmation); a new member is logged in at once. */
export function RegisterForm() {
  const t = useAccountT();
  const { locale } = useHost();
  const afterLogin = useAfterLogin();
  const [register] = useMutation(RegisterDocument);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', passwordConfirmation: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await register({ variables: { input: values } });
      const result = data?.register;
      if (result?.status !== 'SUCCESS') {
        for (const error of result?.errors ?? []) {
          if (isField(error.field)) form.setError(error.field, { message: error.message }, { shouldFocus: true });
        }
        if (!result?.errors.length) setFailure(t('errors.generic'));
        return;
      }
      const tokens = await oauthClient(tenant.id, () => locale).login(values.email, values.password);
      await afterLogin(tokens);
    } catch {
      setFailure(t('errors.generic'));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="register-title" data-testid="register-form">
      <h1 id="register-title">{t('register.title')}</h1>
      <TextField label={t('fields.email')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email} />
      <NewPasswordFields label={t('fields.password')} register={form.register} errors={errors} />
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <SubmitButton busy={isSubmitting}>{isSubmitting ? t('register.sending') : t('register.submit')}</SubmitButton>
      <p className={styles.alternative}>
        {t('register.haveAccount')} <Link to={localizedPath('auth-login', locale)}>{t('login.title')}</Link>
      </p>
    </form>
  );
}
