/**
 * The errors feature: the boundaries ('Something went wrong'), 'Page Not Found', the window error logger and the
 * admins' error monitor.
 */
export { ErrorBoundary } from './components/error-boundary';
export { ErrorMonitor } from './components/error-monitor';
export { NotFoundPage } from './components/not-found-page';
export { RouteErrorPage } from './components/route-error-page';
export { createErrorLogger, errorLogger, installErrorLogger, type ErrorEntry, type ErrorLogger } from './lib/error-log';
