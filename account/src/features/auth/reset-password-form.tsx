import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import { localizedPath } from '@remac/shared-contracts';
import { newPasswordSchema } from '@remac/shared-contracts/validation';
import { useHost } from '@remac/remote-kit';
import { useAccountT } from '../../lib/remote';
import { ResetPasswordDocument } from '../../lib/graphql/generated';
import { SubmitButton } from '../../components/submit-button';
import { NewPasswordFields } from '../../components/new-password-fields';
import styles from '../../components/forms.module.css';

type NewPasswordValues = z.input<typeof newPasswordSchema>;
const fields = ['password', 'passwordConfirmation'] as const;
const isField = (name: string): name is (typeof fields)[number] => (fields as readonly string[]).includes(name);

/** `/auth/reset-password/{token}`: the page of the e-mailed link, where the member chooses a new password. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useAccountT();
  const { locale } = useHost();
  const [reset] = useMutation(ResetPasswordDocument);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ text: string; linkInvalid: boolean } | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const result = (await reset({ variables: { input: { token, ...values } } })).data?.resetPassword;
      if (result?.status === 'SUCCESS') return setDone(result.notice ?? '');
      for (const error of result?.errors ?? []) {
        if (isField(error.field)) form.setError(error.field, { message: error.message }, { shouldFocus: true });
        if (error.field === 'token') setProblem({ text: error.message, linkInvalid: true });
      }
      if (!result?.errors.length) setProblem({ text: t('errors.generic'), linkInvalid: false });
    } catch {
      setProblem({ text: t('errors.generic'), linkInvalid: false });
    }
  });

  if (done !== null) {
    return (
      <section className={styles.form} aria-labelledby="reset-title" data-testid="reset-password-done">
        <h1 id="reset-title">{t('reset.title')}</h1>
        <p className={styles.done} role="status">
          {done}
        </p>
        <p className={styles.alternative}>
          <Link to={localizedPath('auth-login', locale)}>{t('login.submit')}</Link>
        </p>
      </section>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="reset-title" data-testid="reset-password-form">
      <h1 id="reset-title">{t('reset.title')}</h1>
      <NewPasswordFields label={t('reset.password')} register={form.register} errors={errors} />
      {problem && (
        <p className={styles.error} role="alert">
          {problem.text} {problem.linkInvalid && <Link to={localizedPath('auth-forgot-password', locale)}>{t('reset.askAgain')}</Link>}
        </p>
      )}
      <SubmitButton busy={isSubmitting}>{isSubmitting ? t('reset.sending') : t('reset.submit')}</SubmitButton>
    </form>
  );
}
