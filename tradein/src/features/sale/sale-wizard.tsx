import { lazy, Suspense, useEffect, useState } from 'react';
import type { FieldError } from '@remac/shared-contracts/validation';
import { useHost } from '@remac/remote-kit';
import type { Notice } from '../../components/form-notice';
import { LoadFailed } from '../../components/load-failed';
import { findDevice } from '../../lib/devices/catalog-lookup';
import { useDevicesFile } from '../../lib/devices/use-devices-file';
import { useTradeInT } from '../../lib/remote';
import styles from '../../components/ui.module.css';
import { liveQuote } from './use-quote';
import type { SubmitProblem } from './use-submit-sale';
import { updateWizard, useWizardState } from './wizard-store';
import { LAST_STEP, onLanguage, resetWizard, type WizardState } from './wizard-state';
import { CategoryStep } from './steps/category-step';
import { SubcategoryStep } from './steps/subcategory-step';
import { DeviceStep } from './steps/device-step';
import { QuestionsStep } from './steps/questions-step';

// The first view (steps 1–4) carries no form library and no shared validation: the later steps load when reached.
const QuoteStep = lazy(() => import('./steps/quote-step').then((module) => ({ default: module.QuoteStep })));
const SellerForm = lazy(() => import('./steps/seller-form'));
const ReviewStep = lazy(() => import('./steps/review-step').then((module) => ({ default: module.ReviewStep })));

/** The sale wizard of spec §3/§4: category → subcategory → device → questions → quote → details → review. */
export function SaleWizard() {
  const t = useTradeInT();
  const { locale } = useHost();
  const state = useWizardState();
  const devices = useDevicesFile();
  const [problem, setProblem] = useState<{ notice: Notice; errors: FieldError[] } | null>(null);
  const onProblem = (next: SubmitProblem) => {
    setProblem(next);
    if (next.errors.length > 0) updateWizard((current) => ({ ...current, step: 6 }));
  };

  // Spec §4: a language change above step 1 clears the wizard (also when it happened on another page).
  useEffect(() => updateWizard((current) => onLanguage(current, locale)), [locale]);

  if (devices.status === 'failed') return <LoadFailed retry={devices.retry} />;
  if (devices.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  const { file } = devices;
  const device = findDevice(file, state.device);
  const step = device || state.step <= 3 ? state.step : 3;
  const canForward = forwardAllowed(state, step, device ? liveQuote(file, device, state).complete : false);
  const go = (next: number) => {
    setProblem(null);
    updateWizard((current) => ({ ...current, step: next }));
  };

  return (
    <section className={styles.page} data-testid="sale-wizard" data-step={step}>
      <p className={styles.lead}>{t('wizard.stepOf', { step, total: LAST_STEP })}</p>
      {step === 1 && <CategoryStep file={file} state={state} />}
      {step === 2 && <SubcategoryStep file={file} state={state} />}
      {step === 3 && <DeviceStep file={file} state={state} />}
      {step === 4 && device && <QuestionsStep file={file} device={device} state={state} />}
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        {step === 5 && device && <QuoteStep file={file} device={device} state={state} />}
        {step === 6 && <SellerForm state={state} serverErrors={problem?.errors ?? []} notice={problem?.notice ?? null} />}
        {step === 7 && device && (
          <ReviewStep file={file} device={device} state={state} notice={problem?.notice ?? null} onProblem={onProblem} />
        )}
      </Suspense>
      {step < 6 && (
        <div className={styles.nav}>
          <button type="button" className={styles.secondary} onClick={() => go(step - 1)} disabled={step === 1}>
            {t('wizard.back')}
          </button>
          <button type="button" className={styles.button} onClick={() => go(step + 1)} disabled={!canForward}>
            {t('wizard.next')}
          </button>
        </div>
      )}
      {step > 1 && (
        <button type="button" className={styles.secondary} onClick={() => updateWizard((current) => resetWizard(current, ['locale']))}>
          {t('wizard.startOver')}
        </button>
      )}
    </section>
  );
}

function forwardAllowed(state: WizardState, step: number, answered: boolean): boolean {
  if (step === 1) return state.category !== null;
  if (step === 2) return state.subcategory !== null;
  if (step === 3) return state.device !== null;
  if (step === 4) return answered;
  return step === 5;
}
