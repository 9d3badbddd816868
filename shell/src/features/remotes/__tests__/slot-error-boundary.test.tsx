import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SlotErrorBoundary } from '../slot-error-boundary';

let broken = true;

function Widget() {
  if (broken) throw new Error('widget exploded');
  return <p>Widget works</p>;
}

const fallback = (retry: () => void) => (
  <button type="button" onClick={retry}>
    Widget failed, retry
  </button>
);

describe('SlotErrorBoundary', () => {
  beforeEach(() => {
    broken = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows its children while they render', () => {
    broken = false;
    render(
      <SlotErrorBoundary name="test/Widget" fallback={fallback}>
        <Widget />
      </SlotErrorBoundary>,
    );
    expect(screen.getByText('Widget works')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the fallback when a child throws, leaving its siblings outside alone', () => {
    render(
      <main>
        <h1>Rest of the page</h1>
        <SlotErrorBoundary name="test/Widget" fallback={fallback}>
          <Widget />
        </SlotErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('button', { name: 'Widget failed, retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rest of the page' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      '[shell] slot test/Widget failed to render',
      expect.objectContaining({ message: 'widget exploded' }),
      expect.anything(),
    );
  });

  it('renders the children again on retry', async () => {
    render(
      <SlotErrorBoundary name="test/Widget" fallback={fallback}>
        <Widget />
      </SlotErrorBoundary>,
    );
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Widget failed, retry' }));
    expect(screen.getByText('Widget works')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
