import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createEventBus, localizedPath, tenant, type EventBus, type HostContext, type Locale } from '@remac/shared-contracts';
import { HostProvider } from '../host/host-context';

export interface RenderOptions {
  /** The URL the router starts at; the locale's home page by default. */
  path?: string;
  locale?: Locale;
  bus?: EventBus;
  /** GraphQL answers for the client (`MockedProvider`); none by default. */
  mocks?: MockLink.MockedResponse[];
  Slot?: HostContext['Slot'];
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  // Hidden: an <output> is a status region, which tests of status messages must not find.
  return <output hidden data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders a remote's UI as an exposed module sees it: a router, the host context (bus, locale,
 * tenant) and a GraphQL client answering `mocks`. The current URL is readable as `getByTestId('location')`.
 */
export function renderWithHost(
  ui: ReactElement,
  { locale = 'en', path = localizedPath('index', locale), bus = createEventBus(), mocks = [], Slot }: RenderOptions = {},
) {
  const result = render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <HostProvider value={{ bus, locale, tenant, Slot }}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </HostProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
  return { bus, ...result };
}
