import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';
import { isResizeObserverError } from './resize-observer-error';

interface ErrorBoundaryProps {
  children: ReactNode;
  onReload?: () => void;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Catches rendering errors below it and shows the fallback page; ResizeObserver noise is ignored. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error: isResizeObserverError(error) ? null : error };
  }

  override componentDidMount() {
    window.addEventListener('error', this.swallowResizeObserverError);
  }

  override componentWillUnmount() {
    window.removeEventListener('error', this.swallowResizeObserverError);
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isResizeObserverError(error)) return;
    console.error('Uncaught rendering error', error, info.componentStack);
  }

  private swallowResizeObserverError = (event: ErrorEvent) => {
    if (isResizeObserverError(event.message)) event.stopImmediatePropagation();
  };

  override render() {
    if (this.state.error) return <ErrorFallback error={this.state.error} onReload={this.props.onReload} />;
    return this.props.children;
  }
}
