import { useEffect, useId, useState } from 'react';
import { formatMoney } from '@remac/shared-contracts';
import { tradeInMessageText } from '@remac/shared-contracts/validation';
import type { TradeInCatalogFile, TradeInDeviceData } from '@remac/shared-contracts/tradein';
import { useHost } from '@remac/remote-kit';
import { useTradeInT } from '../../../lib/remote';
import styles from '../../../components/ui.module.css';
import { updateWizard } from '../wizard-store';
import type { WizardState } from '../wizard-state';
import { liveQuote } from '../use-quote';
import { validUntilText } from '../quote-validity';
import { QuoteBreakdown } from './quote-breakdown';
import { proposedCents } from '../proposed-price';

export function QuoteStep({ file, device, state }: { file: TradeInCatalogFile; device: TradeInDeviceData; state: WizardState }) {
  const t = useTradeInT();
  const { locale } = useHost();
  const id = useId();
  const { quote } = liveQuote(file, device, state);
  const [proposal, setProposal] = useState(state.userPrice ? String(state.userPrice / 100) : '');
  const proposalInvalid = proposal.trim() !== '' && proposedCents(proposal) === null;
  // The clock is read after hydration only (the server and the browser may disagree on today).
  const [validUntil, setValidUntil] = useState<string | null>(null);
  useEffect(() => setValidUntil(validUntilText(file.quoteValidityDays, locale, new Date())), [file.quoteValidityDays, locale]);
  useEffect(() => {
    if (state.finalPrice !== quote.price) updateWizard((current) => ({ ...current, finalPrice: quote.price }));
  }, [quote.price, state.finalPrice]);
  const onProposal = (text: string) => {
    setProposal(text);
    updateWizard((current) => ({ ...current, userPrice: proposedCents(text) ?? 0 }));
  };
  return (
    <>
      <h2>{t('sale.yourQuote')}</h2>
      <p>
        {device.model}:{' '}
        <span className={styles.price} data-testid="quote-price">
          {formatMoney(quote.price, locale)}
        </span>
      </p>
      {validUntil && <p data-testid="quote-validity">{t('sale.validUntil', { date: validUntil, days: file.quoteValidityDays })}</p>}
      <QuoteBreakdown file={file} device={device} quote={quote} locale={locale} />
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('sale.proposePrice')}
        </label>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          value={proposal}
          onChange={(event) => onProposal(event.target.value)}
          aria-invalid={proposalInvalid || undefined}
          aria-describedby={proposalInvalid ? `${id}-error` : undefined}
        />
        <small>{t('sale.proposeHint')}</small>
        {proposalInvalid && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {tradeInMessageText('price', locale)}
          </p>
        )}
      </div>
    </>
  );
}
