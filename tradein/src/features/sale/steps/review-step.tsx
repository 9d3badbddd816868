import { formatMoney } from '@remac/shared-contracts';
import type { TradeInCatalogFile, TradeInDeviceData } from '@remac/shared-contracts/tradein';
import { useHost } from '@remac/remote-kit';
import { FormNotice, type Notice } from '../../../components/form-notice';
import { answerLabel } from '../../../lib/devices/catalog-lookup';
import { useTradeInT } from '../../../lib/remote';
import styles from '../../../components/ui.module.css';
import { DeclarationButton } from '../declaration/declaration-button';
import { sellerTextFields } from '../seller-fields';
import { updateWizard } from '../wizard-store';
import type { WizardState } from '../wizard-state';
import { useSubmitSale, type SubmitProblem } from '../use-submit-sale';

interface Props {
  file: TradeInCatalogFile;
  device: TradeInDeviceData;
  state: WizardState;
  notice: Notice | null;
  onProblem: (problem: SubmitProblem) => void;
}

/** Step 7: everything the seller chose and typed, the declaration PDF, and the submit. */
export function ReviewStep({ file, device, state, notice, onProblem }: Props) {
  const t = useTradeInT();
  const { locale } = useHost();
  const { submit, sending } = useSubmitSale(onProblem);
  return (
    <>
      <h2>{t('sale.reviewTitle')}</h2>
      <dl className={styles.box} data-testid="sale-review">
        <dt className={styles.label}>{t('sale.device')}</dt>
        <dd>{device.model}</dd>
        {state.answers.map((answer) => {
          const label = answerLabel(file, answer.question, answer.answer, locale);
          return (
            <div key={answer.question}>
              <dt>{label.question}</dt>
              <dd>{label.answer}</dd>
            </div>
          );
        })}
        <dt className={styles.label}>{t('sale.yourQuote')}</dt>
        <dd>{formatMoney(state.finalPrice, locale)}</dd>
        {state.userPrice > 0 && (
          <>
            <dt className={styles.label}>{t('sale.proposedPrice')}</dt>
            <dd>{formatMoney(state.userPrice, locale)}</dd>
          </>
        )}
        {sellerTextFields
          .filter((field) => typeof state.pdfInputs[field.name] === 'string' && state.pdfInputs[field.name] !== '')
          .map((field) => (
            <div key={field.name}>
              <dt>{t(`fields.${field.name}`)}</dt>
              <dd>{String(state.pdfInputs[field.name])}</dd>
            </div>
          ))}
      </dl>
      <DeclarationButton urls={file.declaration} details={state.pdfInputs} />
      <FormNotice notice={notice} />
      <div className={styles.nav}>
        <button type="button" className={styles.secondary} onClick={() => updateWizard((current) => ({ ...current, step: 6 }))}>
          {t('wizard.back')}
        </button>
        <button type="button" className={styles.button} onClick={() => void submit(state)} disabled={sending}>
          {sending ? t('common.sending') : t('sale.submit')}
        </button>
      </div>
    </>
  );
}
