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
