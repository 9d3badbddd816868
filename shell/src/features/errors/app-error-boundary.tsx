import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Last line of defence: a failure in the frame itself shows the system error page, never a blank screen. */
export class AppErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('[shell] unexpected error', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
