import { useCheckoutT } from '../../lib/remote';
import { Field } from './field';
import styles from './checkout.module.css';

/** Invoice details (company name, business activity, VAT number with check digit, tax office). */
export function InvoiceFields() {
  const t = useCheckoutT();
  return (
    <div className={styles.grid}>
      <Field required name="invoice.companyName" label={t('form.companyName')} />
      <Field required name="invoice.businessActivity" label={t('form.businessActivity')} />
      <Field required name="invoice.vatNumber" label={t('form.vatNumber')} />
      <Field required name="invoice.taxOffice" label={t('form.taxOffice')} />
    </div>
  );
}
