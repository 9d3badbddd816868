import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useHost } from '@remac/remote-kit';
import { errorText } from '../lib/error-text';
import styles from './ui.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  multiline?: boolean;
}

/** A labelled input whose error (a validation code or the API's text) is shown in the visitor's language. */
export function TextInput({ id, label, registration, error, multiline = false, required, ...input }: Props) {
  const { locale } = useHost();
  const errorId = `${id}-error`;
  const common = {
    id,
    ...registration,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
    className: styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input {...input} {...common} />}
      {error?.message && (
        <p id={errorId} className={styles.error} role="alert">
          {errorText(error.message, locale)}
        </p>
      )}
    </div>
  );
}
