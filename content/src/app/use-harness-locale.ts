import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import i18next from 'i18next';
import { localeChanged, localeFromPath, type EventBus, type Locale } from '@remac/shared-contracts';

/** The harness's stand-in for the shell's locale handling: URL prefix → i18next, `<html lang>`, bus. */
export function useHarnessLocale(bus: EventBus): Locale {
  const locale = localeFromPath(useLocation().pathname);
  useEffect(() => {
    if (i18next.language !== locale) void i18next.changeLanguage(locale);
    document.documentElement.lang = locale;
    bus.channel(localeChanged).emit({ locale, previous: undefined });
  }, [bus, locale]);
  return locale;
}
