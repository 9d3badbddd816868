import { fireEvent, render } from '@testing-library/react';
import { loadRemoteModuleOnce } from '../remote-module-cache';
import { usePrefetchOnIntent } from '../prefetch-on-intent';

jest.mock('../remote-module-cache', () => ({ loadRemoteModuleOnce: jest.fn(() => Promise.resolve({})) }));
const load = jest.mocked(loadRemoteModuleOnce);

function Links() {
  usePrefetchOnIntent();
  return (
    <nav>
      <a href="/en/products">Products</a>
      <a href="/">Home</a>
      <a href="https://example.com/products">Elsewhere</a>
      <a href="/no-such-page">Nowhere</a>
    </nav>
  );
}

beforeEach(() => load.mockClear());

it('loads the module of the route a link leads to when the pointer is over it, a finger on it or focus in it', () => {
  const { getByText } = render(<Links />);
  fireEvent.pointerOver(getByText('Products'));
  expect(load).toHaveBeenLastCalledWith('catalog', 'Page', []);
  fireEvent.focusIn(getByText('Home'));
  expect(load).toHaveBeenLastCalledWith('catalog', 'HomePage', []);
  fireEvent.touchStart(getByText('Products'));
  expect(load).toHaveBeenCalledTimes(3);
});

it('leaves links to other sites and to no route alone', () => {
  const { getByText } = render(<Links />);
  fireEvent.pointerOver(getByText('Elsewhere'));
  fireEvent.pointerOver(getByText('Nowhere'));
  expect(load).not.toHaveBeenCalled();
});

describe('on a connection that saves data', () => {
  const withConnection = (connection: object | undefined) =>
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  afterEach(() => withConnection(undefined));

  it.each([
    ['data saver on', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { saveData: false, effectiveType: '2g' }],
    ['a slow 2G connection', { effectiveType: 'slow-2g' }],
  ])('prefetches nothing with %s (spec: link prefetch skipped on 2g or data-saver)', (_, connection) => {
    withConnection(connection);
    const { getByText } = render(<Links />);
    fireEvent.pointerOver(getByText('Products'));
    fireEvent.touchStart(getByText('Home'));
    expect(load).not.toHaveBeenCalled();
  });

  it('prefetches on a 3G or faster connection without data saver', () => {
    withConnection({ saveData: false, effectiveType: '3g' });
    const { getByText } = render(<Links />);
    fireEvent.pointerOver(getByText('Products'));
    expect(load).toHaveBeenLastCalledWith('catalog', 'Page', []);
  });
});
