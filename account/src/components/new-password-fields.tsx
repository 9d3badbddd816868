import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useAccountT } from '../lib/remote';
import { TextField } from './text-field';

interface PasswordValues {
  password: string;
  passwordConfirmation: string;
}

/** A password being chosen and its confirmation (registration, reset), so that browsers offer to generate one. */
export function NewPasswordFields<T extends PasswordValues>({
  label,
  register,
  errors,
}: {
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const t = useAccountT();
  const fields = register as unknown as UseFormRegister<PasswordValues>;
  const fieldErrors = errors as FieldErrors<PasswordValues>;
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" registration={fields('password')} error={fieldErrors.password} />
      <TextField
        label={t('fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        registration={fields('passwordConfirmation')}
        error={fieldErrors.passwordConfirmation}
      />
    </>
  );
}
