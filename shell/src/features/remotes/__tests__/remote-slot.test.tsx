import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRoute, routeModule, slots } from '@remac/shared-contracts';
import { initI18n } from '../../locale/i18n';
import { loadRemoteModule } from '../load-remote-module';
import { RemoteSlot } from '../remote-slot';
import { forgetLoadedRemoteModules } from '../remote-module-cache';
import { PreloadedModules } from '../preloaded-modules';

jest.mock('../load-remote-module', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const load = jest.mocked(loadRemoteModule);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Exploding(): never {
  throw new Error('render failed');
}

const loaded = (component: unknown) => ({ default: component });

describe('RemoteSlot', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  beforeEach(() => {
    load.mockReset();
    forgetLoadedRemoteModules();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders a preloaded module in its first pass, which is all a server render has', () => {
    const preloaded = new Map([['content/Page', Greeting as ComponentType<never>]]);
    const slot = <RemoteSlot slot={routeModule(getRoute('faq'))} props={{ name: 'Maria' }} />;
    expect(renderToString(<PreloadedModules.Provider value={preloaded}>{slot}</PreloadedModules.Provider>)).toContain(
      'Hello <!-- -->Maria',
    );
    expect(renderToString(slot)).not.toContain('Hello');
    expect(load).not.toHaveBeenCalled();
  });

  it("renders a route's page with the remote's Page when its release does not expose the route's own module yet", async () => {
    load.mockImplementation(async (remote, module) => {
      if (module === 'HomePage') throw new Error(`${remote} has no module ${module}`);
      return loaded(Greeting);
    });
    render(<RemoteSlot slot={routeModule(getRoute('index'))} props={{ name: 'Nikos' }} />);
    expect(await screen.findByText('Hello Nikos')).toBeInTheDocument();
    expect(load.mock.calls.map(([remote, module]) => `${remote}/${module}`)).toEqual(['catalog/HomePage', 'catalog/Page']);
  });

  it('hydrates with the fallback module the server rendered with, in its first pass', () => {
    const preloaded = new Map([['catalog/Page', Greeting as ComponentType<never>]]);
    const slot = <RemoteSlot slot={routeModule(getRoute('index'))} props={{ name: 'Eleni' }} />;
    expect(renderToString(<PreloadedModules.Provider value={preloaded}>{slot}</PreloadedModules.Provider>)).toContain(
      'Hello <!-- -->Eleni',
    );
  });

  it('renders the loaded component with its props inside the slot', async () => {
    load.mockResolvedValue(loaded(Greeting));
    render(<RemoteSlot slot={routeModule(getRoute('faq'))} props={{ name: 'Maria' }} className="page" />);

    const greeting = await screen.findByText('Hello Maria');
    expect(greeting.closest('[data-slot]')).toHaveAttribute('data-slot', 'content/Page');
    expect(greeting.closest('[data-slot]')).toHaveClass('page');
    expect(load).toHaveBeenCalledWith('content', 'Page', undefined);
  });

  it('reports loading and then ready', async () => {
    load.mockResolvedValue(loaded(Greeting));
    const onStatus = jest.fn();
    render(<RemoteSlot slot={routeModule(getRoute('faq'))} props={{ name: 'Maria' }} onStatus={onStatus} />);
    await waitFor(() => expect(onStatus).toHaveBeenLastCalledWith('ready'));
    expect(onStatus).toHaveBeenCalledWith('loading');
  });

  it('shows the localized notice when a page fails to load, and loads again on retry', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(loaded(Greeting));
    render(<RemoteSlot slot={routeModule(getRoute('faq'))} props={{ name: 'Maria' }} />);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.queryByText('Hello Maria')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Hello Maria')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when a fragment that steps aside fails to load', async () => {
    load.mockRejectedValue(new Error('offline'));
    const onStatus = jest.fn();
    const { container } = render(<RemoteSlot slot={slots.homeReviews} props={{ name: 'Maria' }} onStatus={onStatus} />);

    await waitFor(() => expect(onStatus).toHaveBeenLastCalledWith('failed'));
    expect(container).toBeEmptyDOMElement();
    expect(load).toHaveBeenCalledWith('content', 'ReviewsBand', undefined);
  });

  it('shows the notice when the component throws while rendering, and the rest of the page stays', async () => {
    load.mockResolvedValue(loaded(Exploding));
    render(
      <>
        <header>Site header</header>
        <RemoteSlot slot={routeModule(getRoute('index'))} props={{}} />
        <footer>Site footer</footer>
      </>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getByText('Site header')).toBeInTheDocument();
    expect(screen.getByText('Site footer')).toBeInTheDocument();
  });

  it('renders nothing in place of a fragment that throws while rendering', async () => {
    load.mockResolvedValue(loaded(Exploding));
    render(
      <>
        <header>Site header</header>
        <RemoteSlot slot={slots.headerCart} props={{}} />
      </>,
    );

    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('[shell] slot checkout/CartToggle failed to render', expect.anything(), expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('[data-slot]')).toBeNull();
    expect(screen.getByText('Site header')).toBeInTheDocument();
  });
});
