import type { OrderFieldsFragment } from '../../lib/graphql/generated';
import { useCheckoutT } from '../../lib/remote';
import styles from './receipt.module.css';

/** Where to send a bank transfer and the reference to quote. */
export function BankTransfer({ details }: { details: NonNullable<OrderFieldsFragment['bankTransfer']> }) {
  const t = useCheckoutT();
  return (
    <section className={styles.section} data-testid="receipt-bank-transfer">
      <h2>{t('receipt.bankAccounts')}</h2>
      <dl className={styles.facts}>
        <dt>{t('receipt.reference')}</dt>
        <dd data-testid="receipt-reference">{details.reference}</dd>
        <dt>{t('receipt.amount')}</dt>
        <dd>{details.amount.formatted}</dd>
      </dl>
      <ul className={styles.accounts}>
        {details.accounts.map((account) => (
          <li key={account.iban}>
            <strong>{account.bank}</strong>
            <br />
            {t('receipt.holder')}: {account.holder}
            <br />
            IBAN: <span data-testid="receipt-iban">{account.iban}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
