import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useHost } from '@remac/remote-kit';
import { errorText } from '../lib/error-text';
import styles from './ui.module.css';

/** A required confirmation (terms, data erasure) with its error. */
export function CheckInput({
  id,
  label,
  registration,
  error,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}) {
  const { locale } = useHost();
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error?.message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {errorText(error.message, locale)}
        </p>
      )}
    </div>
  );
}
