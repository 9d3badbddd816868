import { intlLocales, type Locale } from '@remac/shared-contracts';

export interface SlotOption {
  date: string;
  time: string;
  remaining: number;
}

/** Slots grouped by day, in date order, each day's times in order. */
export function slotDays(slots: readonly SlotOption[]): { date: string; times: SlotOption[] }[] {
  const days = new Map<string, SlotOption[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, times]) => ({ date, times: times.filter((slot) => slot.remaining > 0).sort((a, b) => a.time.localeCompare(b.time)) }))
    .filter((day) => day.times.length > 0);
}

/** The range of days the picker asks for: today to two weeks ahead (YYYY-MM-DD, UTC date is close enough). */
export function slotRange(now: Date, days = 14): { from: string; to: string } {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(0), to: day(days) };
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A day's button text ("Τρίτη 1 Δεκεμβρίου"), one formatter per language: the picker writes two weeks of them at every
 * render, and building a formatter costs more than using it many times.
 */
export function dayLabel(date: string, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[locale], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}
