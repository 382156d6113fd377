import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

/**
 * The widgets are overlays and helpers, not the page: they load in a chunk of their own, started as soon as this
 * module runs so that it downloads while the first page renders, keeping the first download small (spec section 9).
 */
const widgets = import('./widgets');

const LazyShellWidgets = lazy(() => widgets.then((module) => ({ default: module.ShellWidgets })));
const LazyBreadcrumbs = lazy(() => widgets.then((module) => ({ default: module.Breadcrumbs })));

export function ShellWidgets() {
  return (
    <Suspense fallback={null}>
      <LazyShellWidgets />
    </Suspense>
  );
}

/**
 * The trail is shown on every page but home, in the flow above the page: its row is kept while the widgets' code
 * loads, so the page never moves down when it arrives (a reader who scrolled would be carried with it).
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  return (
    <div className={pathname === '/' ? undefined : 'breadcrumbs-row'}>
      <Suspense fallback={null}>
        <LazyBreadcrumbs />
      </Suspense>
    </div>
  );
}
