import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from '../app-error-boundary';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('render failed');
  return <p>Product page</p>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('shows the fallback when the page fails to render', () => {
  render(
    <AppErrorBoundary fallback={<p>System error</p>} resetKey="/products/a">
      <Page broken />
    </AppErrorBoundary>,
  );
  expect(screen.getByText('System error')).toBeInTheDocument();
});

it('shows the next page again after a navigation', () => {
  const { rerender } = render(
    <AppErrorBoundary fallback={<p>System error</p>} resetKey="/products/a">
      <Page broken />
    </AppErrorBoundary>,
  );
  rerender(
    <AppErrorBoundary fallback={<p>System error</p>} resetKey="/products/b">
      <Page broken={false} />
    </AppErrorBoundary>,
  );
  expect(screen.getByText('Product page')).toBeInTheDocument();
});

it('keeps the fallback while the address stays the same', () => {
  const { rerender } = render(
    <AppErrorBoundary fallback={<p>System error</p>} resetKey="/products/a">
      <Page broken />
    </AppErrorBoundary>,
  );
  rerender(
    <AppErrorBoundary fallback={<p>System error</p>} resetKey="/products/a">
      <Page broken={false} />
    </AppErrorBoundary>,
  );
  expect(screen.getByText('System error')).toBeInTheDocument();
});
