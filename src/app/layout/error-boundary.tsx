import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** When this changes (the route), a failed render is tried again instead of staying on the error screen. */
  resetKey?: string;
}

interface State {
  failed: boolean;
  failedAt?: string;
}

/** When rendering fails, say so plainly instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return { failedAt: props.resetKey };
    // Failed on another route than this one: the user moved on, so render again.
    if (state.failedAt !== props.resetKey) return { failed: false, failedAt: props.resetKey };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render failed:', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-2 p-8 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-muted-foreground">Please refresh the page or try again later.</p>
      </div>
    );
  }
}
