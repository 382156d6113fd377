import { Outlet } from '@tanstack/react-router';
import { ErrorBoundary, ErrorMonitor } from '../../features/errors';
import { SkipLink } from '../../shared/ui/skip-link';
import { Breadcrumbs, ShellWidgets } from './lazy-widgets';
import { SiteFooter, TopBar } from './navigation';
import { SignedInPushes } from './signed-in-pushes';

const MAIN_ID = 'main';

/** Every page: skip link, top bar, breadcrumbs, the page, footer; widgets and the admins' error monitor on top. */
export function RootLayout() {
  return (
    <div className="app-shell">
      <SkipLink targetId={MAIN_ID} />
      <TopBar />
      <div className="container">
        <ErrorBoundary fallback={null}>
          <Breadcrumbs />
        </ErrorBoundary>
      </div>
      {/* tabIndex lets the skip link move keyboard focus here. */}
      <main id={MAIN_ID} className="container site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {/* Widgets are extras: one that breaks is logged and left out rather than taking the page down. */}
      <ErrorBoundary fallback={null}>
        <ShellWidgets />
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <SignedInPushes />
      </ErrorBoundary>
      <ErrorMonitor />
    </div>
  );
}
