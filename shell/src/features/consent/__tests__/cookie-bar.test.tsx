import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createEventBus, tenant, type TenantConfig } from '@remac/shared-contracts';
import { ShellContext } from '../../../app/shell-context';
import { initI18n } from '../../locale/i18n';
import { CookieBar } from '../cookie-bar';
import { CookieSettingsButton } from '../cookie-settings-button';
import { sitePreferencesKey } from '../site-preferences-store';

function renderBar(config: TenantConfig = tenant) {
  const page = (
    <ShellContext.Provider value={{ bus: createEventBus(), tenant: config }}>
      <MemoryRouter initialEntries={['/en']}>
        <CookieBar />
        <CookieSettingsButton />
      </MemoryRouter>
    </ShellContext.Provider>
  );
  return { page, ...render(page) };
}

const stored = () => JSON.parse(window.localStorage.getItem(sitePreferencesKey) ?? 'null') as unknown;

beforeAll(() => initI18n('en'));
beforeEach(() => window.localStorage.clear());

it('asks on a first visit, with both answers on the first layer and nothing pre-selected', () => {
  renderBar();
  const bar = screen.getByRole('dialog', { name: 'Cookies and your privacy' });
  expect(bar).toHaveTextContent('With your consent we also use statistics and advertising cookies (Google, Meta).');
  expect(bar).toHaveTextContent('Essential (always on)');
  expect(bar).toHaveTextContent("Statistics and advertising (only with 'Accept all')");
  const basic = screen.getByRole('button', { name: 'Accept basic' });
  const all = screen.getByRole('button', { name: 'Accept all' });
  expect(basic.className).toBe(all.className);
  expect(bar.querySelector('input')).toBeNull();
  expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/en/cookie-policy');
});

it('"Accept basic" stores the opt-out and closes the bar', async () => {
  renderBar();
  await userEvent.click(screen.getByRole('button', { name: 'Accept basic' }));
  expect(stored()).toEqual({ cookieConsent: true, marketingCookies: false, activePixel: false, activeGtag: false });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('"Cookie settings" reopens the bar with the current choice, and the choice can be changed', async () => {
  renderBar();
  await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
  expect(stored()).toEqual({ cookieConsent: true, marketingCookies: true, activePixel: true, activeGtag: true });
  await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('Current choice: Accept all.');
  expect(screen.getByRole('dialog')).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Accept basic' }));
  expect(stored()).toMatchObject({ cookieConsent: true, marketingCookies: false });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('follows a choice made in another tab', () => {
  renderBar();
  act(() => {
    window.localStorage.setItem(
      sitePreferencesKey,
      JSON.stringify({ cookieConsent: true, marketingCookies: false, activePixel: false, activeGtag: false }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: sitePreferencesKey }));
  });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('shows no bar and no settings link when the tenant configures no tracker', () => {
  renderBar({ ...tenant, integrations: { ...tenant.integrations, googleTag: null, metaPixel: null } });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
});

it('is rendered on the server marked as not knowing the choice, and loses the mark once the browser is read', () => {
  const { page } = renderBar();
  const html = renderToString(page);
  expect(html).toContain('Accept all');
  expect(html).toContain('data-choice-unread=""');
  expect(screen.getByRole('dialog')).not.toHaveAttribute('data-choice-unread');
});
