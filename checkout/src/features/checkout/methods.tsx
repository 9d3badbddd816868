import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutOptionsQuery } from '../../lib/graphql/generated';
import { useCheckoutT } from '../../lib/remote';
import { CardFields } from './card-fields';
import { useErrorText } from './field';
import type { CheckoutValues } from './checkout-schema';
import styles from './checkout.module.css';

type Options = CheckoutOptionsQuery['checkoutOptions'];

/** Shipping method, payment method with installments, and the card form when the method takes cards. */
export function Methods({ options }: { options: Options }) {
  const t = useCheckoutT();
  const { register, setValue } = useFormContext<CheckoutValues>();
  const paymentCode = useWatch<CheckoutValues, 'paymentMethod'>({ name: 'paymentMethod' });
  const payment = options.paymentMethods.find((m) => m.code === paymentCode);
  const shippingError = useErrorText('shippingMethod');
  const paymentError = useErrorText('paymentMethod');
  useEffect(() => setValue('cardRequired', Boolean(payment?.card)), [payment, setValue]);
  // A method chosen earlier may stop being available (another shipping method, a new amount): choose again.
  useEffect(() => {
    if (payment && !payment.available) setValue('paymentMethod', '');
  }, [payment, setValue]);
  const plans = payment?.plans.filter((p) => p.length > 1) ?? [];
  return (
    <>
      <fieldset className={styles.methods} data-testid="shipping-methods" role="radiogroup" aria-required="true">
        <legend className={styles.required}>{t('checkout.shipping')}</legend>
        {options.shippingMethods.map((m) => (
          <label key={m.code} className={styles.choice}>
            <input type="radio" value={m.code} {...register('shippingMethod')} />
            <span>
              {m.name} · {m.price.formatted}
            </span>
            {m.description && <small>{m.description}</small>}
          </label>
        ))}
        {shippingError && (
          <span className={styles.error} role="alert">
            {shippingError}
          </span>
        )}
      </fieldset>
      <fieldset className={styles.methods} data-testid="payment-methods" role="radiogroup" aria-required="true">
        <legend className={styles.required}>{t('checkout.payment')}</legend>
        {options.paymentMethods.map((m) => {
          const reasonId = `payment-${m.code}-reason`;
          return (
            <label
              key={m.code}
              className={m.available ? styles.choice : `${styles.choice} ${styles.choiceDisabled}`}
              data-testid={`payment-${m.code}`}
            >
              <input
                type="radio"
                value={m.code}
                disabled={!m.available}
                aria-describedby={m.available ? undefined : reasonId}
                {...register('paymentMethod')}
              />
              <span>{m.name}</span>
              {m.description && <small>{m.description}</small>}
              {!m.available && m.unavailableReason && (
                <small id={reasonId} className={styles.reason} data-testid="payment-unavailable-reason">
                  {m.unavailableReason}
                </small>
              )}
            </label>
          );
        })}
        {paymentError && (
          <span className={styles.error} role="alert">
            {paymentError}
          </span>
        )}
        {plans.length > 0 && (
          <label className={styles.field}>
            <span>{t('checkout.installments')}</span>
            <select {...register('installments')}>
              <option value={1}>{t('checkout.noInstallments')}</option>
              {plans.map((p) => (
                <option key={p.length} value={p.length}>
                  {t('checkout.plan', { count: p.length, amount: p.installment?.formatted ?? '' })}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      {payment?.card && <CardFields />}
    </>
  );
}
