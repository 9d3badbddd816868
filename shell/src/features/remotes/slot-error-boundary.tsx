import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recoverFromChunkError } from './chunk-reload';

interface Props {
  name: string;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Third failure layer: a remote that throws while rendering takes down only its own slot. */
export class SlotErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] slot ${this.props.name} failed to render`, error, info.componentStack);
    void recoverFromChunkError(error).then((outcome) => outcome === 'retry' && this.retry());
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
