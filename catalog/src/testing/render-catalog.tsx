import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createEventBus, tenant, type EventBus, type Locale } from '@remac/shared-contracts';
import { HostProvider } from '../lib/host';
import { registerTranslations } from '../lib/translations';

export async function initTestI18n(locale: Locale = 'en') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ lng: locale, fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false }, react: { useSuspense: false } });
  }
  registerTranslations();
  await i18next.changeLanguage(locale);
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders catalog UI as an exposed module would see it: router, host context (bus, locale, tenant). */
export function renderCatalog(ui: ReactElement, { path = '/en', bus = createEventBus(), locale = 'en' as Locale } = {}) {
  const wrap = (children: ReactNode) => (
    <MemoryRouter initialEntries={[path]}>
      <HostProvider value={{ bus, locale, tenant }}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
        <LocationProbe />
      </HostProvider>
    </MemoryRouter>
  );
  return { bus, ...render(wrap(ui)) };
}
