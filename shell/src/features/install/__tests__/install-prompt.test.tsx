import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { createEventBus, tenant } from '@remac/shared-contracts';
import { ShellContext } from '../../../app/shell-context';
import { initI18n } from '../../locale/i18n';
import { InstallPrompt } from '../install-prompt';
import { installStorageKey, installStore } from '../install-store';

const page = (
  <ShellContext.Provider value={{ bus: createEventBus(), tenant }}>
    <MemoryRouter initialEntries={['/en']}>
      <InstallPrompt />
    </MemoryRouter>
  </ShellContext.Provider>
);

/** The browser's offer, as Chromium fires it; `choice` is what the visitor answers in its dialog. */
function offerInstallation(choice: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: choice }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

const stored = () => JSON.parse(window.localStorage.getItem(installStorageKey) ?? 'null') as unknown;
const prompt = () => screen.queryByRole('region', { name: 'Install ReMac as an app' });

beforeAll(() => initI18n('en'));

it('renders nothing on the server or before the browser offers installation', () => {
  expect(renderToString(page)).toBe('');
  render(page);
  expect(prompt()).not.toBeInTheDocument();
});

it('shows when the browser offers installation, stays away for 30 days after "Not now", and records the installation', async () => {
  const user = userEvent.setup();
  jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 23));
  render(page);

  const first = offerInstallation();
  expect(first.defaultPrevented).toBe(true);
  expect(prompt()).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Not now' }));
  expect(prompt()).not.toBeInTheDocument();
  expect(stored()).toEqual({ state: 'dismissed', dismissedAt: Date.UTC(2026, 10, 23) });

  jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 11, 20));
  offerInstallation();
  expect(prompt()).not.toBeInTheDocument();

  jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 11, 23));
  const again = offerInstallation('accepted');
  await user.click(screen.getByRole('button', { name: 'Install' }));
  expect(again.prompt).toHaveBeenCalledTimes(1);
  expect(prompt()).not.toBeInTheDocument();

  act(() => void window.dispatchEvent(new Event('appinstalled')));
  expect(stored()).toEqual({ state: 'installed' });
  jest.restoreAllMocks();
});

it('hydrates the server markup without a mismatch while the browser already holds an offer, then shows the prompt', async () => {
  installStore.dispatch({ type: 'prompt-offered', now: Date.now() });
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page);
  expect(container).toBeEmptyDOMElement();
  const onRecoverableError = jest.fn();
  await act(async () => void hydrateRoot(container, page, { onRecoverableError }));
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(within(container).getByRole('region', { name: 'Install ReMac as an app' })).toBeInTheDocument();
});
