import { useState, type ComponentType } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { forgetFirstInteraction } from '../../remotes/first-interaction';
import { PreloadedModules } from '../../remotes/preloaded-modules';
import { FragmentOnInteraction } from '../fragment-on-interaction';
import { forgetFragmentWaits } from '../fragment-waits';
import { rememberedFlag } from '../../visitor-notes/remembered-flag';

const mockLoaded = new Map<string, ComponentType>();
const mockLoads: { id: string; arrive: () => void; fail: () => void }[] = [];

jest.mock('../../locale/use-locale', () => ({ useHostContext: () => ({}) }));
jest.mock('../../remotes/remote-module-cache', () => ({
  loadRemoteModuleOnce: (remote: string, module: string) =>
    new Promise((resolve, reject) => {
      const id = `${remote}/${module}`;
      mockLoads.push({
        id,
        arrive: () => (mockLoaded.set(id, mockToggle), resolve({ default: mockToggle })),
        fail: () => reject(new Error(`${id} unavailable`)),
      });
    }),
  loadedRemoteComponent: (remote: string, module: string) => mockLoaded.get(`${remote}/${module}`),
}));

// `mock…` for jest.mock's factory above; a component's name for the rules of hooks.
const mockToggle = function ToggleStandIn() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      clicked {clicks}
    </button>
  );
};

// A note of its own for each test: a wait left by one test must not hear the next one's.
let cartNote = rememberedFlag('remac:test-cart-seen-0');
let notes = 0;
let root: Root | undefined;
let recoverableErrors: unknown[];

/** The server's markup of the header's cart, then the browser hydrating it. */
async function hydrateServerMarkup(): Promise<HTMLElement> {
  const serverModules = new Map([['checkout/CartToggle', mockToggle as ComponentType<never>]]);
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <PreloadedModules.Provider value={serverModules}>
      <FragmentOnInteraction name="headerCart" needed={cartNote} />
    </PreloadedModules.Provider>,
  );
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <FragmentOnInteraction name="headerCart" needed={cartNote} />, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  return container;
}

beforeEach(() => {
  notes += 1;
  cartNote = rememberedFlag(`remac:test-cart-seen-${notes}`);
  recoverableErrors = [];
  mockLoaded.clear();
  mockLoads.length = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  forgetFirstInteraction();
  forgetFragmentWaits();
  window.localStorage.clear();
});

it("keeps the server's markup and loads nothing until the visitor interacts, then hydrates it", async () => {
  const container = await hydrateServerMarkup();
  const button = container.querySelector('button')!;
  expect(button).toHaveTextContent('clicked 0');
  expect(mockLoads).toEqual([]);

  await act(async () => void window.dispatchEvent(new Event('pointermove')));
  expect(mockLoads.map(({ id }) => id)).toEqual(['checkout/CartToggle']);
  await act(async () => mockLoads[0]!.arrive());

  // Hydrated in place: the same element, now answering clicks.
  expect(container.querySelector('button')).toBe(button);
  await act(async () => button.click());
  expect(button).toHaveTextContent('clicked 1');
  expect(recoverableErrors).toEqual([]);
});

it('holds a click that lands before the script and replays it once hydrated', async () => {
  const container = await hydrateServerMarkup();
  const button = container.querySelector('button')!;
  await act(async () => void window.dispatchEvent(new Event('pointerdown')));
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  await act(async () => void button.dispatchEvent(click));
  expect(click.defaultPrevented).toBe(true);
  expect(button).toHaveTextContent('clicked 0');

  await act(async () => mockLoads[0]!.arrive());
  expect(button).toHaveTextContent('clicked 1');
  // Replayed once, not again on the next click's way.
  await act(async () => button.click());
  expect(button).toHaveTextContent('clicked 2');
});

it('loads at once, without an interaction, for a visitor holding state the fragment shows', async () => {
  cartNote.write(true);
  const container = await hydrateServerMarkup();
  expect(mockLoads.map(({ id }) => id)).toEqual(['checkout/CartToggle']);
  await act(async () => mockLoads[0]!.arrive());
  await act(async () => container.querySelector('button')!.click());
  expect(container.querySelector('button')).toHaveTextContent('clicked 1');
});

it("keeps the server's markup through a re-render of the page around it while it waits", async () => {
  const container = await hydrateServerMarkup();
  const button = container.querySelector('button')!;
  await act(async () => root!.render(<FragmentOnInteraction name="headerCart" needed={cartNote} />));
  expect(container.querySelector('button')).toBe(button);
  expect(mockLoads).toEqual([]);
  expect(recoverableErrors).toEqual([]);
});

it('loads as soon as the note turns true while it waits (the cart announced by the page), without an interaction', async () => {
  const container = await hydrateServerMarkup();
  expect(mockLoads).toEqual([]);
  await act(async () => cartNote.write(true));
  expect(mockLoads.map(({ id }) => id)).toEqual(['checkout/CartToggle']);
  await act(async () => mockLoads[0]!.arrive());
  await act(async () => container.querySelector('button')!.click());
  expect(container.querySelector('button')).toHaveTextContent('clicked 1');
});

it("renders the region anew, with the slot's own fallback and no hydration error, when the module cannot be loaded", async () => {
  const container = await hydrateServerMarkup();
  await act(async () => void window.dispatchEvent(new Event('keydown')));
  await act(async () => mockLoads[0]!.fail());
  // The slot (loading again by itself) shows nothing meanwhile; the server's button is gone.
  expect(container.querySelector('button')).toBeNull();
  expect(recoverableErrors).toEqual([]);
});
