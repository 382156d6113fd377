import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorLogger, type ErrorLogger } from '../lib/error-log';
import { ErrorFallback } from './error-fallback';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Outside the router the fallback links home with a plain anchor. */
  withinRouter?: boolean;
  /** What shows instead of 'Something went wrong': null for parts the page can do without, such as widgets. */
  fallback?: ReactNode;
  log?: ErrorLogger;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches what a subtree throws while rendering, shows 'Something went wrong' and reports a critical
 * RUNTIME_ERROR (spec section 8). Route pages have the router's own boundary (RouteErrorPage); this one guards what
 * sits outside it.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    (this.props.log ?? errorLogger).logError({ type: 'RUNTIME_ERROR', severity: 'critical', error });
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <ErrorFallback onRetry={this.retry} withinRouter={this.props.withinRouter} />;
  }
}
