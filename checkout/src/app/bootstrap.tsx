import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLocale, localeFromPath } from '@remac/shared-contracts';
import { Harness } from './harness';

void i18next
  .use(initReactI18next)
  .init({
    lng: localeFromPath(window.location.pathname),
    fallbackLng: fallbackLocale,
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  .then(() => createRoot(document.getElementById('root')!).render(<Harness />));
