import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { isMessageCode, messageText } from '@remac/shared-contracts/validation';
import type { Locale } from '@remac/shared-contracts';
import styles from './forms.module.css';

interface Props {
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  locale: Locale;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
}

/** A labelled input whose error (a shared validation code, or the API's localized text) is shown in the visitor's language. */
export function TextField({ label, registration, error, locale, type = 'text', multiline = false, required = false, autoComplete }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    ...registration,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
    autoComplete,
    className: styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea rows={5} {...common} /> : <input type={type} {...common} />}
      {error?.message && (
        <p id={errorId} className={styles.error} role="alert">
          {isMessageCode(error.message) ? messageText(error.message, locale) : error.message}
        </p>
      )}
    </div>
  );
}
