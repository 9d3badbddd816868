import { useEffect } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CartFieldsFragment } from '../../lib/graphql/generated';
import { useCheckoutT } from '../../lib/remote';
import { ContactHelp } from '../../components/contact-help';
import { AddressFields } from './address-fields';
import { checkoutSchema, emptyCheckout, type CheckoutValues } from './checkout-schema';
import { Field } from './field';
import { InvoiceFields } from './invoice-fields';
import { Methods } from './methods';
import { OrderSummary } from './order-summary';
import { useCheckoutOptions } from './use-checkout-options';
import { usePlaceOrder } from './use-place-order';
import styles from './checkout.module.css';

/** All checkout inputs of spec §3, the methods for the postal code, the summary and the order button. */
export function CheckoutForm({ cart, token }: { cart: CartFieldsFragment; token: string }) {
  const t = useCheckoutT();
  const form = useForm<CheckoutValues>({
    defaultValues: emptyCheckout,
    resolver: zodResolver(checkoutSchema) as unknown as Resolver<CheckoutValues>,
  });
  const [shipToBilling, wantsInvoice] = useWatch({ control: form.control, name: ['shipToBilling', 'wantsInvoice'] });
  const { options, postalField } = useCheckoutOptions(token, form.control);
  const { submit, placing, problem } = usePlaceOrder(token, form.setError);
  const postalError = options?.errors.find((e) => e.field === 'postalCode')?.message;
  useEffect(() => {
    if (postalError) form.setError(postalField as 'billing.postalCode', { message: postalError });
    else form.clearErrors(postalField as 'billing.postalCode');
  }, [postalError, postalField, form]);
  return (
    <FormProvider {...form}>
      <form className={styles.layout} onSubmit={form.handleSubmit(submit)} noValidate data-testid="checkout-form">
        <div className={styles.main}>
          <p className={styles.requiredNote} data-testid="required-note">
            {t('checkout.requiredNote')}
          </p>
          <section className={styles.box}>
            <h2>{t('checkout.contact')}</h2>
            <Field name="email" label={t('form.email')} type="email" autoComplete="email" required />
          </section>
          <section className={styles.box}>
            <h2>{t('checkout.billing')}</h2>
            <AddressFields prefix="billing" />
            <label className={styles.check}>
              <input type="checkbox" {...form.register('wantsInvoice')} /> {t('checkout.wantsInvoice')}
            </label>
            {wantsInvoice && <InvoiceFields />}
            <label className={styles.check}>
              <input type="checkbox" {...form.register('shipToBilling')} /> {t('checkout.shipToBilling')}
            </label>
          </section>
          {!shipToBilling && (
            <section className={styles.box}>
              <h2>{t('checkout.shippingAddress')}</h2>
              <AddressFields prefix="shipping" />
            </section>
          )}
          <section className={styles.box}>
            {options?.notice && (
              <p role="alert" className={styles.error}>
                {options.notice}
              </p>
            )}
            {options && options.zone ? <Methods options={options} /> : <p>{t('checkout.enterPostalCode')}</p>}
            <Field name="notes" label={t('form.notes')}>
              <textarea id="checkout-notes" rows={3} {...form.register('notes')} />
            </Field>
          </section>
        </div>
        <div className={styles.side}>
          <OrderSummary cart={cart} options={options} />
          {problem?.kind === 'error' && <ContactHelp text={t('errors.checkout')} testId="checkout-error" />}
          {problem && problem.kind !== 'error' && (
            <p role="alert" className={styles.problem} data-testid="checkout-problem">
              {problem.text}
            </p>
          )}
          <button type="submit" className={styles.submit} disabled={placing} aria-busy={placing}>
            {placing ? t('checkout.placing') : t('checkout.placeOrder')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
