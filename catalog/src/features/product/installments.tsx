import type { GetPaymentOptionsQuery } from '../../lib/graphql/generated';
import { useCatalogT } from '../../lib/remote';
import { usePaymentOptions } from './api/get-payment-options';
import styles from './product.module.css';

type Option = GetPaymentOptionsQuery['paymentOptions'][number];

/** The longest interest-free plan of the options the amount is eligible for, else the longest plan. */
export function bestPlan(options: readonly Option[]) {
  const plans = options
    .filter((option) => option.eligible)
    .flatMap((option) =>
      option.plans.filter((plan) => plan.length > 1 && plan.installment).map((plan) => ({ ...plan, option: option.name })),
    );
  const free = plans.filter((plan) => plan.interestRate === 0);
  return (free.length ? free : plans).sort((a, b) => b.length - a.length)[0];
}

/** "Up to 12 interest-free installments of €79.08", from PaymentOptions(amount). */
export function Installments({ amount }: { amount: number }) {
  const t = useCatalogT();
  const { data } = usePaymentOptions(amount);
  const plan = data && bestPlan(data.paymentOptions);
  if (!plan?.installment) return <p className={styles.installments} aria-hidden="true" />;
  const key = plan.interestRate === 0 ? 'product.installmentsFree' : 'product.installments';
  return (
    <p className={styles.installments} data-testid="installments">
      {t(key, { count: plan.length, amount: plan.installment.formatted, rate: plan.interestRate })}
    </p>
  );
}
