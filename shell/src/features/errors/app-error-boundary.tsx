import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Last line of defence: a failure in the frame itself shows the system error page, never a blank screen. */
interface Props {
  fallback: ReactNode;
  children: ReactNode;
  /** A change of this value (the next navigation) clears the failure. */
  resetKey?: string;
}

export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('[shell] unexpected error', error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
