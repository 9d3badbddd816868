import type { Locale } from '@remac/shared-contracts';
import { formatMoney } from '@remac/shared-contracts';
import type { Quote, TradeInCatalogFile, TradeInDeviceData } from '@remac/shared-contracts/tradein';
import { answerLabel } from '../../../lib/devices/catalog-lookup';
import { useTradeInT } from '../../../lib/remote';
import styles from '../../../components/ui.module.css';

const euros = (cents: number, locale: Locale) => formatMoney(Math.round(cents), locale);

function operationText(operation: string, value: number, locale: Locale): string {
  if (operation === 'multiply') return `× ${value.toLocaleString(locale)}`;
  if (operation === 'divide') return `÷ ${value.toLocaleString(locale)}`;
  return `${operation === 'add' ? '+' : '−'} ${euros(value, locale)}`;
}

/** How the price came about: the initial price, each answer's operation in the applied order, the result. */
export function QuoteBreakdown({
  file,
  device,
  quote,
  locale,
}: {
  file: TradeInCatalogFile;
  device: TradeInDeviceData;
  quote: Quote;
  locale: Locale;
}) {
  const t = useTradeInT();
  return (
    <table className={styles.table} data-testid="quote-breakdown">
      <caption className={styles.label}>{t('sale.breakdown')}</caption>
      <tbody>
        <tr>
          <th scope="row">{t('sale.initialPrice')}</th>
          <td />
          <td>{euros(device.initialPrice, locale)}</td>
        </tr>
        {quote.steps.map((step) => {
          const label = answerLabel(file, step.question ?? '', step.answer ?? '', locale);
          return (
            <tr key={step.question}>
              <th scope="row">
                {label.question}: {label.answer}
              </th>
              <td>{operationText(step.operation, step.value, locale)}</td>
              <td>{euros(step.priceAfter, locale)}</td>
            </tr>
          );
        })}
        {quote.minimumApplied && (
          <tr>
            <th scope="row" colSpan={2}>
              {t('sale.minimumApplied')}
            </th>
            <td>{euros(quote.price, locale)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
