import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApolloClient } from '@apollo/client/react';
import { localeChanged, type Locale } from '@remac/shared-contracts';
import { useShell } from '../../app/shell-context';
import { useLocale } from './use-locale';

/** Keeps i18next, `<html lang>`, the bus and the GraphQL cache on the locale of the URL. */
export function LocaleSync() {
  const locale = useLocale();
  const { i18n } = useTranslation();
  const { bus } = useShell();
  const client = useApolloClient();
  const previous = useRef<Locale | undefined>(undefined);

  useEffect(() => {
    document.documentElement.lang = locale;
    if (previous.current === locale) return;
    const before = previous.current;
    previous.current = locale;
    void i18n.changeLanguage(locale);
    bus.channel(localeChanged).emit({ locale, previous: before });
    // Spec §4: a language switch resets every cached data query.
    if (before) void client.resetStore().catch(() => undefined);
  }, [locale, i18n, bus, client]);

  return null;
}
