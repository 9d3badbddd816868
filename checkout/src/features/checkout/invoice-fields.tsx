import { useCheckoutT } from '../../lib/remote';
import { Field } from './field';
import styles from './checkout.module.css';

/** Invoice details (company name, business activity, VAT number with check digit, tax office). */
export function InvoiceFields() {
  const t = useCheckoutT();
  return (
    <div className={styles.grid}>
      <Field name="invoice.companyName" label={t('form.companyName')} />
      <Field name="invoice.businessActivity" label={t('form.businessActivity')} />
      <Field name="invoice.vatNumber" label={t('form.vatNumber')} />
      <Field name="invoice.taxOffice" label={t('form.taxOffice')} />
    </div>
  );
}
