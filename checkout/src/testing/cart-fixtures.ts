import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createEventBus, tenant, type Locale } from '@remac/shared-contracts';
import { HostProvider } from '../lib/host';
import { registerTranslations } from '../lib/translations';

export async function initTestI18n(locale: Locale = 'en') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ lng: locale, fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false }, react: { useSuspense: false } });
  }
  registerTranslations();
  await i18next.changeLanguage(locale);
}

/** Renders checkout UI as an exposed module sees it: router, host context and a GraphQL client answering `mocks`. */
export function renderCheckout(ui: ReactElement, { mocks = [] as MockLink.MockedResponse[], locale = 'en' as Locale, bus = createEventBus() } = {}) {
  const result = render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[locale === 'en' ? '/en' : '/']}>
        <HostProvider value={{ bus, locale, tenant }}>{ui}</HostProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
  return { bus, ...result };
}

export const money = (formatted: string, amount = 0) => ({ __typename: 'Money' as const, amount, formatted });

export function cartFixture(quantity = 1) {
  return {
    __typename: 'Cart' as const, token: 'token-1', totalItems: quantity, subtotal: money('€899.00', 89_900 * quantity),
    items: [{
      __typename: 'CartItem' as const, variantId: '7', productId: '3', slug: 'macbook-air-13-m1-2020-excellent', sku: 'MBA-M1-8-256',
      name: 'MacBook Air 13" M1 (2020)', label: '8 GB · 256 GB', quantity, available: 4, unitPrice: money('€899.00'), total: money('€899.00'),
    }],
  };
}
