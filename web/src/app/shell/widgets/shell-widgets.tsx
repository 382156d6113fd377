import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
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
import { OfflineBanner } from './status/offline-banner';
import { VoiceNavigation } from './voice/voice-navigation';
import './widgets.css';

/**
 * Mounted once by the root layout, after the first paint (lazy-widgets.tsx). Everything here is fixed to the viewport, so where the layout mounts it does not
 * matter; the two docks stack the corner widgets so that they never overlap one another.
 */
export function ShellWidgets() {
  const { pathname } = useLocation();
  useNavigationMemory(pathname);

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
      <div className="widget-dock widget-dock-start">
        <OfflineBanner />
        <NextPageHint />
        <HelpTips />
        <InstallAppButton />
      </div>
      <div className="widget-dock widget-dock-end">
        <VoiceNavigation />
        <QuickActionMenu />
      </div>
      <BottomActionBar />
    </>
  );
}
