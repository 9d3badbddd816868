import { act, fireEvent, render, screen } from '@testing-library/react';
import { forgetFirstInteraction } from '../first-interaction';
import { LoadOnInteraction } from '../load-on-interaction';

const placeholder = <a href="/auth/login">Login</a>;
const Slot = () => <p>Session control</p>;

describe('LoadOnInteraction', () => {
  afterEach(() => forgetFirstInteraction());

  it('shows the placeholder and leaves the slot unmounted until the visitor interacts', () => {
    render(<LoadOnInteraction placeholder={placeholder}>{<Slot />}</LoadOnInteraction>);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('Session control')).toBeNull();

    const link = screen.getByRole('link', { name: 'Login' });
    act(() => void fireEvent.pointerDown(window));
    expect(screen.getByText('Session control')).toBeInTheDocument();
    // The link being pressed stays the same element until the slot has rendered.
    expect(screen.getByRole('link', { name: 'Login' })).toBe(link);
  });

  it('mounts the slot at once when needed now, without the placeholder', () => {
    render(
      <LoadOnInteraction now placeholder={placeholder}>
        <Slot />
      </LoadOnInteraction>,
    );
    expect(screen.getByText('Session control')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('keeps a slot mounted for good once it was needed now (a session blinking during a refresh)', () => {
    const { rerender } = render(
      <LoadOnInteraction now placeholder={placeholder}>
        <Slot />
      </LoadOnInteraction>,
    );
    const control = screen.getByText('Session control');
    rerender(
      <LoadOnInteraction now={false} placeholder={placeholder}>
        <Slot />
      </LoadOnInteraction>,
    );
    expect(screen.getByText('Session control')).toBe(control);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});
