import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useHost } from '@remac/remote-kit';
import { RepairSlotsDocument } from '../../lib/graphql/generated/repair-slots-document';
import { useTradeInT } from '../../lib/remote';
import { LoadFailed } from '../../components/load-failed';
import styles from '../../components/ui.module.css';
import { dayLabel, slotDays, slotRange } from './slot-days';

interface Props {
  date: string;
  time: string;
  onChange: (date: string, time: string) => void;
  error: string | null;
}

/** Free slots of the next two weeks (repairSlots): a day, then a time with a place left. */
export function SlotPicker({ date, time, onChange, error }: Props) {
  const t = useTradeInT();
  const { locale } = useHost();
  // Today is read after hydration: the server renders the picker's loading state.
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  useEffect(() => setRange(slotRange(new Date())), []);
  const slots = useQuery(RepairSlotsDocument, { variables: range ?? { from: '', to: '' }, skip: !range, fetchPolicy: 'network-only' });
  if (slots.error) return <LoadFailed retry={() => void slots.refetch()} />;
  if (!slots.data) return <p role="status">{t('common.loading')}</p>;
  const days = slotDays(slots.data.repairSlots);
  const chosenDay = days.find((day) => day.date === date);
  const dayText = (value: string) => dayLabel(value, locale);
  return (
    <fieldset className={styles.box} aria-describedby={error ? 'tradein-slot-error' : undefined}>
      <legend className={styles.label}>{t('repair.slot')} *</legend>
      <ul className={styles.choices} aria-label={t('repair.day')}>
        {days.map((day) => (
          <li key={day.date}>
            <button type="button" className={styles.choice} aria-pressed={day.date === date} onClick={() => onChange(day.date, '')}>
              {dayText(day.date)}
            </button>
          </li>
        ))}
      </ul>
      {chosenDay && (
        <ul className={styles.choices} aria-label={t('repair.time')}>
          {chosenDay.times.map((slot) => (
            <li key={slot.time}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={slot.time === time}
                onClick={() => onChange(slot.date, slot.time)}
              >
                {slot.time}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id="tradein-slot-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
