import type { TradeInCatalogFile, TradeInDeviceData } from '@remac/shared-contracts/tradein';
import { formatMoney } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { deviceQuestions } from '../../../lib/devices/catalog-lookup';
import { useTradeInT } from '../../../lib/remote';
import styles from '../../../components/ui.module.css';
import { updateWizard } from '../wizard-store';
import { withAnswer, type WizardState } from '../wizard-state';
import { liveQuote } from '../use-quote';

export function QuestionsStep({ file, device, state }: { file: TradeInCatalogFile; device: TradeInDeviceData; state: WizardState }) {
  const t = useTradeInT();
  const { locale } = useHost();
  const { quote } = liveQuote(file, device, state);
  return (
    <>
      <h2>{device.model}</h2>
      {deviceQuestions(file, device).map((question) => (
        <fieldset key={question.slug} className={styles.box}>
          <legend className={styles.label}>{question.text[locale]}</legend>
          {question.answers.map((answer) => (
            <label key={answer.slug} className={styles.check}>
              <input
                type="radio"
                name={question.slug}
                value={answer.slug}
                checked={state.rawAnswers[question.slug] === answer.slug}
                onChange={() => updateWizard((current) => withAnswer(current, question.slug, answer.slug))}
              />
              <span>
                {answer.label[locale]}
                {answer.description && <small> — {answer.description[locale]}</small>}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <p role="status" data-testid="live-quote">
        {t('sale.livePrice')} <span className={styles.price}>{formatMoney(quote.price, locale)}</span>
      </p>
    </>
  );
}
