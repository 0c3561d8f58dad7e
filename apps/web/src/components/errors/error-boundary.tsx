import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** Rendered instead of the children after a render error; `reset` clears the error. */
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
  /** When this changes (the path, say) a shown error is cleared. */
  resetKey?: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
};

type ErrorBoundaryState = { hasError: boolean; error: unknown; resetKey: unknown };

/**
 * Catches render errors below it (spec §8: "Render errors show the 'Something went
 * wrong' screen"). A class because React only offers error boundaries as classes.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    hasError: false,
    error: null,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { hasError: true, error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) {
      return null;
    }
    return { hasError: false, error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = (): void => {
    this.setState({ hasError: false, error: null });
  };

  override render(): ReactNode {
    if (this.state.hasError) {
      return this.props.fallback({ error: this.state.error, reset: this.reset });
    }
    return this.props.children;
  }
}
