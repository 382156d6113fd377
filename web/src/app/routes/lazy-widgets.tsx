import { lazy, Suspense } from 'react';

/**
 * The widgets are overlays and helpers, not the page: they load in a chunk of their own, started as soon as this
 * module runs so that it downloads while the first page renders, keeping the first download small (spec section 9).
 */
const widgets = import('../../features/widgets');

const LazyShellWidgets = lazy(() => widgets.then((module) => ({ default: module.ShellWidgets })));
const LazyBreadcrumbs = lazy(() => widgets.then((module) => ({ default: module.Breadcrumbs })));

export function ShellWidgets() {
  return (
    <Suspense fallback={null}>
      <LazyShellWidgets />
    </Suspense>
  );
}

export function Breadcrumbs() {
  return (
    <Suspense fallback={null}>
      <LazyBreadcrumbs />
    </Suspense>
  );
}
