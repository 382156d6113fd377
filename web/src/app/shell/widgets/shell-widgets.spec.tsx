import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { HELP_TIPS_DELAY_MS } from './help-tips/help-tips';
import { notify } from '../../../shared/toasts/notify';
import { Toaster } from '../../../shared/toasts/toaster';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs';
import { ShellWidgets } from './shell-widgets';
import { OfflineBanner } from './status/offline-banner';
import { seriousViolations } from '../../../testing/axe';
import { elapse, renderWidget } from '../../../testing/render-widget';

/** The start dock is the root layout's, holding the offline banner from the first paint; the widgets join it. */
function Shell() {
  const [startDock, setStartDock] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <header>
        <a href="/">Pathwise</a>
      </header>
      <main>
        <Breadcrumbs />
      </main>
      <div className="widget-dock widget-dock-start" ref={setStartDock}>
        <OfflineBanner />
      </div>
      {startDock && <ShellWidgets startDock={startDock} />}
      <Toaster />
    </>
  );
}
const shell = <Shell />;

describe('Shell widgets', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('webkitSpeechRecognition', class {});
  });

  it('remember each page visited for the palette, under the signed-in user', async () => {
    const session = aSession(aUser());
    const { router } = await renderWidget(shell, { path: '/courses', session });
    await act(() => router.navigate({ href: '/pricing' }));
    expect(JSON.parse(window.localStorage.getItem(`pathwise:recent-paths:${session.user.uid}`)!)).toEqual(['/pricing', '/courses']);
  });

  it('have no serious or critical accessibility violations, open or closed', async () => {
    await renderWidget(shell, { path: '/courses/intro/edit', session: aSession(aUser({ role: 'instructor', subscription_tier: 'pro' })) });
    await elapse(HELP_TIPS_DELAY_MS);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
      notify.success('Saved');
    });
    await elapse(0);
    expect(screen.getByRole('complementary', { name: 'Help tips' })).toBeTruthy();

    vi.useRealTimers();
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Quick actions' }));
    expect(await seriousViolations()).toEqual([]);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    vi.restoreAllMocks();
  });
});
