import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorLogger, errorLogger, installErrorLogger } from '../lib/error-log';
import { ErrorBoundary } from './error-boundary';
import { RouteErrorPage } from './route-error-page';

function Exploding({ message }: { message: string }): never {
  throw new Error(message);
}

describe('Error boundary', () => {
  beforeEach(() => {
    // React and the logger both report a caught error to the console; the test reads the log instead.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    errorLogger.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows Something went wrong and logs a critical RUNTIME_ERROR', () => {
    const log = createErrorLogger();
    render(
      <ErrorBoundary withinRouter={false} log={log}>
        <Exploding message="Cannot read the lesson" />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(log.entries()).toHaveLength(1);
    expect(log.entries()[0]).toMatchObject({
      type: 'RUNTIME_ERROR',
      severity: 'critical',
      message: 'Cannot read the lesson',
    });
  });

  it('renders the page again on Try again once the cause is gone', () => {
    const log = createErrorLogger();
    function Flaky() {
      const [broken] = useState(() => flaky.broken);
      if (broken) throw new Error('first render fails');
      return <p>Lesson loaded</p>;
    }
    const flaky = { broken: true };
    render(
      <ErrorBoundary withinRouter={false} log={log}>
        <Flaky />
      </ErrorBoundary>,
    );
    flaky.broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Lesson loaded')).toBeTruthy();
  });

  it('reports a page that throws inside the router to the window error logger', async () => {
    const uninstall = installErrorLogger();
    const rootRoute = createRootRoute({ component: Outlet });
    const brokenRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/broken',
      component: () => <Exploding message="The course outline is missing" />,
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([brokenRoute]),
      history: createMemoryHistory({ initialEntries: ['/broken'] }),
      defaultErrorComponent: RouteErrorPage,
    });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    const entries = window.errorLogger?.entries() ?? [];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'RUNTIME_ERROR', severity: 'critical', message: 'The course outline is missing' });
    uninstall();
    expect(window.errorLogger).toBeUndefined();
  });

  it('records window error and unhandledrejection events in the logger', () => {
    const log = createErrorLogger();
    const uninstall = installErrorLogger(window, log);

    window.dispatchEvent(new ErrorEvent('error', { error: new Error('Script blew up'), message: 'Script blew up' }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('Nobody awaited this') });
    window.dispatchEvent(rejection);
    uninstall();

    expect(window.errorLogger).toBeUndefined();
    expect(log.entries().map((entry) => [entry.type, entry.severity, entry.message])).toEqual([
      ['UNHANDLED_REJECTION', 'high', 'Nobody awaited this'],
      ['WINDOW_ERROR', 'high', 'Script blew up'],
    ]);
  });
});
