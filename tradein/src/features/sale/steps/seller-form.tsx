import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { saleRequestSchema, taxOffices, type FieldError } from '@remac/shared-contracts/validation';
import { useHost } from '@remac/remote-kit';
import { CheckInput } from '../../../components/check-input';
import { FormNotice, noticeFor, type Notice } from '../../../components/form-notice';
import { TextInput } from '../../../components/text-input';
import { useTradeInT } from '../../../lib/remote';
import styles from '../../../components/ui.module.css';
import { sellerChecks, sellerTextFields, sellerValues, type SellerValues } from '../seller-fields';
import { updateWizard } from '../wizard-store';
import type { WizardState } from '../wizard-state';

// The browser checks the postal code's format; the API answers for the list of served areas.
const schema = saleRequestSchema();

interface Props {
  state: WizardState;
  /** Errors the API gave on the last submit: shown on their fields. */
  serverErrors: readonly FieldError[];
  notice: Notice | null;
}

/** Step 6: the seller's details (spec §3), checked with the API's own rules; every keystroke is kept. */
export default function SellerForm({ state, serverErrors, notice: serverNotice }: Props) {
  const t = useTradeInT();
  const { locale } = useHost();
  const form = useForm<SellerValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: sellerValues(state.pdfInputs),
    mode: 'onSubmit',
  });
  const [notice, setNotice] = useState<Notice | null>(serverNotice);
  const { errors } = form.formState;

  useEffect(() => {
    const subscription = form.watch((values) =>
      updateWizard((current) => ({ ...current, pdfInputs: { ...(values as Record<string, string | boolean>) } })),
    );
    return () => subscription.unsubscribe();
  }, [form]);
  useEffect(() => {
    for (const error of serverErrors) form.setError(error.field as Path<SellerValues>, { message: error.message }, { shouldFocus: false });
  }, [form, serverErrors]);

  const submit = form.handleSubmit(
    () => {
      setNotice(null);
      updateWizard((current) => ({ ...current, step: 7 }));
    },
    (invalid) => setNotice(noticeFor(Object.values(invalid).map((error) => String(error?.message ?? '')))),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="tradein-seller-title" data-testid="seller-form" className={styles.page}>
      <h2 id="tradein-seller-title">{t('sale.sellerTitle')}</h2>
      <div className={styles.grid}>
        {sellerTextFields.map((field) => (
          <TextInput
            key={field.name}
            id={`tradein-${field.name}`}
            label={t(`fields.${field.name}`)}
            registration={form.register(field.name)}
            error={errors[field.name]}
            required={field.required}
            type={'type' in field ? field.type : 'text'}
            autoComplete={'autoComplete' in field ? field.autoComplete : 'off'}
            inputMode={'inputMode' in field ? field.inputMode : undefined}
            list={'list' in field ? field.list : undefined}
            multiline={'multiline' in field}
          />
        ))}
      </div>
      <datalist id="tradein-tax-offices">
        {taxOffices.map((office) => (
          <option key={office.id} value={office[locale]} />
        ))}
      </datalist>
      {sellerChecks.map((check) => (
        <CheckInput
          key={check}
          id={`tradein-${check}`}
          label={t(`fields.${check}`)}
          registration={form.register(check)}
          error={errors[check]}
        />
      ))}
      <FormNotice notice={notice} />
      <div className={styles.nav}>
        <button type="button" className={styles.secondary} onClick={() => updateWizard((current) => ({ ...current, step: 5 }))}>
          {t('wizard.back')}
        </button>
        <button type="submit" className={styles.button}>
          {t('sale.toReview')}
        </button>
      </div>
    </form>
  );
}
