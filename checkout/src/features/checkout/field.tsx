import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { isMessageCode, messageText } from '@remac/shared-contracts/validation';
import { useHost } from '@remac/remote-kit';
import styles from './checkout.module.css';

/** Text of a form error: a shared message code from zod, or a ready text from the API. */
export function useErrorText(name: string): string | null {
  const { locale } = useHost();
  const { formState } = useFormContext();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  if (!message) return null;
  return isMessageCode(message) ? messageText(message, locale) : message;
}

/** A labelled input bound to the checkout form, with its error announced to assistive technology. */
export function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  required = false,
  children,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  /** Marked with an asterisk for the eye and `aria-required` for assistive technology (the form explains the mark). */
  required?: boolean;
  children?: ReactNode;
}) {
  const { register } = useFormContext();
  const error = useErrorText(name);
  const id = `checkout-${name.replace(/\W/g, '-')}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={required ? styles.required : undefined}>
        {label}
      </label>
      {children ?? (
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
