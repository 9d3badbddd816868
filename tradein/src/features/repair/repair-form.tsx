import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@apollo/client/react';
import { repairBookingSchema } from '@remac/shared-contracts/validation';
import { useHost } from '@remac/remote-kit';
import { FormNotice, noticeFor, type Notice } from '../../components/form-notice';
import { TextInput } from '../../components/text-input';
import { LoadFailed } from '../../components/load-failed';
import { errorText } from '../../lib/error-text';
import { RepairServicesDocument } from '../../lib/graphql/generated/repair-services-document';
import { useTradeInT } from '../../lib/remote';
import styles from '../../components/ui.module.css';
import { repairTextFields, type RepairValues } from './repair-fields';
import { repairStore } from './repair-store';
import { SlotPicker } from './slot-picker';
import { useBookRepair } from './use-book-repair';

const schema = repairBookingSchema();

/** The repair and upgrade booking: device, services, a free slot and the contact fields of spec §3. */
export default function RepairForm() {
  const t = useTradeInT();
  const { locale } = useHost();
  const services = useQuery(RepairServicesDocument);
  const form = useForm<RepairValues>({ resolver: zodResolver(schema) as never, defaultValues: repairStore.get() });
  const [notice, setNotice] = useState<Notice | null>(null);
  const { book, sending } = useBookRepair((next, errors) => {
    setNotice(next);
    for (const error of errors) form.setError(error.field as Path<RepairValues>, { message: error.message });
  });
  const { errors } = form.formState;
  useEffect(() => {
    const subscription = form.watch((values) =>
      repairStore.set({ ...repairStore.get(), ...(values as Partial<RepairValues>) } as RepairValues),
    );
    return () => subscription.unsubscribe();
  }, [form]);
  const [date, time] = form.watch(['date', 'time']);
  const slotError = errors.time?.message ?? errors.date?.message;

  const submit = form.handleSubmit(
    // The typed values go to the API (it applies the same schema); zod's output only decided that they pass.
    () => {
      setNotice(null);
      return book(form.getValues());
    },
    (invalid) => setNotice(noticeFor(Object.values(invalid).map((error) => String(error?.message ?? '')))),
  );

  return (
    <form onSubmit={submit} noValidate className={styles.page} data-testid="repair-form" aria-labelledby="tradein-repair-form-title">
      <h2 id="tradein-repair-form-title">{t('repair.formTitle')}</h2>
      <fieldset className={styles.box} aria-describedby={errors.services ? 'tradein-services-error' : undefined}>
        <legend className={styles.label}>{t('repair.services')} *</legend>
        {services.error && <LoadFailed retry={() => void services.refetch()} />}
        {services.data?.repairServices.map((service) => (
          <label key={service.slug} className={styles.check}>
            <input type="checkbox" value={service.slug} {...form.register('services')} />
            <span>
              <strong>{service.name}</strong> —{' '}
              {service.priceFrom ? t('repair.priceFrom', { price: service.price.formatted }) : service.price.formatted}
              <br />
              <small>{service.description}</small>
            </span>
          </label>
        ))}
        {errors.services?.message && (
          <p id="tradein-services-error" className={styles.error} role="alert">
            {errorText(errors.services.message, locale)}
          </p>
        )}
      </fieldset>
      <SlotPicker
        date={date}
        time={time}
        error={slotError ? errorText(slotError, locale) : null}
        onChange={(nextDate, nextTime) => {
          form.setValue('date', nextDate);
          form.setValue('time', nextTime, { shouldValidate: form.formState.isSubmitted });
        }}
      />
      <div className={styles.grid}>
        {repairTextFields.map((field) => (
          <TextInput
            key={field.name}
            id={`tradein-repair-${field.name}`}
            label={t(`fields.${field.name}`)}
            registration={form.register(field.name)}
            error={errors[field.name]}
            required={field.required}
            type={'type' in field ? field.type : 'text'}
            autoComplete={'autoComplete' in field ? field.autoComplete : 'off'}
            multiline={'multiline' in field}
          />
        ))}
      </div>
      <FormNotice notice={notice} />
      <button type="submit" className={styles.button} disabled={sending}>
        {sending ? t('common.sending') : t('repair.submit')}
      </button>
    </form>
  );
}
