import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { logger } from '../../../shared/lib/logger';
import { CommandPalette } from './command-palette/command-palette';
import { HelpTips } from './help-tips/help-tips';
import { NextPageHint } from './navigation-memory/next-page-hint';
import { useNavigationMemory } from './navigation-memory/use-navigation-memory';
import { QuickActionMenu } from './quick-actions/quick-action-menu';
import { BottomActionBar } from './scroll/bottom-action-bar';
import { ScrollProgress } from './scroll/scroll-progress';
import { ensureManifestLinks, registerServiceWorker } from './status/app-install-support';
import { InstallAppButton } from './status/install-app-button';
import { VoiceNavigation } from './voice/voice-navigation';
import './widgets.css';
import { useYieldToPage } from '../../../shared/notice-placement';

interface ShellWidgetsProps {
  /** The start corner's dock, which the offline banner holds from the first paint; the corner cards join it below. */
  readonly startDock: HTMLElement;
}

/**
 * Mounted once by the root layout, after the first paint (lazy-widgets.tsx). Everything here is fixed to the viewport, so where the layout mounts it does not
 * matter; the two docks stack the corner widgets so that they never overlap one another.
 */
export function ShellWidgets({ startDock }: ShellWidgetsProps) {
  const { pathname } = useLocation();
  useNavigationMemory(pathname);
  useYieldToPage(startDock);

  useEffect(() => {
    ensureManifestLinks();
    registerServiceWorker({
      production: import.meta.env.PROD,
      onError: (error) => logger.warn('Service worker registration failed', error),
    });
  }, []);

  return (
    <>
      <ScrollProgress />
      <CommandPalette />
      {createPortal(
        <>
          <NextPageHint />
          <HelpTips />
          <InstallAppButton />
        </>,
        startDock,
      )}
      <div className="widget-dock widget-dock-end">
        <VoiceNavigation />
        <QuickActionMenu />
      </div>
      <BottomActionBar />
    </>
  );
}
