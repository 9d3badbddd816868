import { useCheckoutT } from '../../lib/remote';
import { Field } from './field';
import styles from './checkout.module.css';

/** Card form of spec §5; the number's checks (characters, length, brand, Luhn) and expiry answer from the API. */
export function CardFields() {
  const t = useCheckoutT();
  return (
    <fieldset className={styles.card} data-testid="card-form">
      <legend>{t('card.title')}</legend>
      <Field required name="card.holder" label={t('card.holder')} autoComplete="cc-name" />
      <Field required name="card.number" label={t('card.number')} autoComplete="cc-number" />
      <div className={styles.row}>
        <Field required name="card.expiryMonth" label={t('card.expiryMonth')} autoComplete="cc-exp-month" />
        <Field required name="card.expiryYear" label={t('card.expiryYear')} autoComplete="cc-exp-year" />
        <Field required name="card.cvv" label={t('card.cvv')} autoComplete="cc-csc" />
      </div>
    </fieldset>
  );
}
