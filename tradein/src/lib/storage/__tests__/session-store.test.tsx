import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { sessionStore, useSessionStore } from '../session-store';

// Tells React that act() is used here, as testing-library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const key = 'remac.tradein.test';
const store = () =>
  sessionStore<{ step: number }>(key, { step: 1 }, (saved) =>
    typeof saved === 'object' && saved !== null ? (saved as { step: number }) : { step: 1 },
  );

describe('session store', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('renders the initial value on the server and while hydrating, then the saved one', async () => {
    window.sessionStorage.setItem(key, JSON.stringify({ step: 5 }));
    const wizard = store();
    const Step = () => <p>step {useSessionStore(wizard).step}</p>;
    const html = renderToString(<Step />);
    expect(html).toContain('step <!-- -->1');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Step />);
    });
    expect(container.textContent).toBe('step 5');
    expect(errors.mock.calls).toEqual([]);
    errors.mockRestore();
  });

  it('writes every change to session storage and tells the subscribers', () => {
    const wizard = store();
    const listener = jest.fn();
    wizard.subscribe(listener);
    wizard.set({ step: 3 });
    expect(JSON.parse(window.sessionStorage.getItem(key)!)).toEqual({ step: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts from the sanitised saved value, and from the initial one when storage holds garbage', () => {
    window.sessionStorage.setItem(key, '{not json');
    expect(store().get()).toEqual({ step: 1 });
  });
});
