import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import i18next from 'i18next';
import { localeChanged, localeFromPath, type EventBus, type Locale } from '@remac/shared-contracts';

/** The harness's stand-in for the shell's locale handling: i18next, `<html lang>`, the bus, and a cache reset on switch. */
export function useHarnessLocale(bus: EventBus): Locale {
  const locale = localeFromPath(useLocation().pathname);
  const client = useApolloClient();
  const previous = useRef<Locale | undefined>(undefined);
  useEffect(() => {
    document.documentElement.lang = locale;
    if (previous.current === locale) return;
    const before = previous.current;
    previous.current = locale;
    if (i18next.language !== locale) void i18next.changeLanguage(locale);
    bus.channel(localeChanged).emit({ locale, previous: before });
    if (before) void client.resetStore().catch(() => undefined);
  }, [bus, locale, client]);
  return locale;
}
