import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { isMessageCode, messageText } from '@remac/shared-contracts/validation';
import { useHost } from '@remac/remote-kit';
import styles from './forms.module.css';

interface Props {
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

/** A labelled input; its error is a shared validation code or a text the API wrote in the visitor's language. */
export function TextField({ label, registration, error, type = 'text', autoComplete }: Props) {
  const { locale } = useHost();
  const id = useId();
  const errorId = `${id}-error`;
  const message = error?.message;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={styles.input}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        {...registration}
      />
      {message && (
        <p id={errorId} className={styles.error} role="alert">
          {isMessageCode(message) ? messageText(message, locale) : message}
        </p>
      )}
    </div>
  );
}
