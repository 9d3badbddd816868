import { useCheckoutT } from '../../lib/remote';
import { Field } from './field';
import styles from './checkout.module.css';

/** The address inputs of spec §3 under a prefix (`billing` or `shipping`); the country is Greece. */
export function AddressFields({ prefix }: { prefix: 'billing' | 'shipping' }) {
  const t = useCheckoutT();
  const f = (name: string) => `${prefix}.${name}`;
  return (
    <div className={styles.grid}>
      <Field name={f('firstName')} required label={t('form.firstName')} autoComplete="given-name" />
      <Field name={f('lastName')} required label={t('form.lastName')} autoComplete="family-name" />
      <Field name={f('company')} label={t('form.company')} autoComplete="organization" />
      <Field name={f('phone')} required label={t('form.phone')} type="tel" autoComplete="tel" />
      <Field name={f('alternativePhone')} label={t('form.alternativePhone')} type="tel" />
      <Field name={f('addressLine1')} required label={t('form.addressLine1')} autoComplete="address-line1" />
      <Field name={f('addressLine2')} label={t('form.addressLine2')} autoComplete="address-line2" />
      <Field name={f('floor')} label={t('form.floor')} />
      <Field name={f('doorbell')} label={t('form.doorbell')} />
      <Field name={f('city')} required label={t('form.city')} autoComplete="address-level2" />
      <Field name={f('region')} label={t('form.region')} autoComplete="address-level1" />
      <Field name={f('postalCode')} required label={t('form.postalCode')} autoComplete="postal-code" />
      <div className={styles.field}>
        <span>{t('form.country')}</span>
        <strong>{t('form.greece')}</strong>
      </div>
    </div>
  );
}
