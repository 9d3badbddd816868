import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApolloClient } from '@apollo/client/react';
import { localeChanged, type EventBus, type Locale } from '@remac/shared-contracts';

/**
 * Keeps i18next, `<html lang>`, the bus and the GraphQL cache on `locale`. The shell runs it for
 * the URL's locale; remote-kit's standalone harness imports it, so a harness switches language as
 * the shop does.
 */
export function useLocaleSync(locale: Locale, bus: EventBus): void {
  const { i18n } = useTranslation();
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
}
