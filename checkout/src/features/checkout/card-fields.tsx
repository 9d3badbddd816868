import { useCheckoutT } from '../../lib/remote';
import { Field } from './field';
import styles from './checkout.module.css';

/** Card form of spec §5; the number's checks (characters, length, brand, Luhn) and expiry answer from the API. */
export function CardFields() {
  const t = useCheckoutT();
  return (
    <fieldset className={styles.card} data-testid="card-form">
      <legend>{t('card.title')}</legend>
      <Field name="card.holder" label={t('card.holder')} autoComplete="cc-name" />
      <Field name="card.number" label={t('card.number')} autoComplete="cc-number" />
      <div className={styles.row}>
        <Field name="card.expiryMonth" label={t('card.expiryMonth')} autoComplete="cc-exp-month" />
        <Field name="card.expiryYear" label={t('card.expiryYear')} autoComplete="cc-exp-year" />
        <Field name="card.cvv" label={t('card.cvv')} autoComplete="cc-csc" />
      </div>
    </fieldset>
  );
}
