import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n';
import { LoadingScreen, PROGRESS_CAP, TIP_INTERVAL_MS } from './loading-screen';

const tip = () => document.querySelector('.loading-tip')?.textContent;
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('Loading screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('says the spec’s message and shows a new tip every 3 s, not sooner', () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status').textContent).toBe('Loading your amazing experience...');
    const first = tip();

    advance(TIP_INTERVAL_MS - 1);
    expect(tip()).toBe(first);
    advance(1);
    const second = tip();
    expect(second).not.toBe(first);
    advance(TIP_INTERVAL_MS);
    expect(tip()).not.toBe(second);
  });

  it('raises the progress over time up to 90% and never to 100 while loading', () => {
    render(<LoadingScreen />);
    const start = progress();
    advance(1_000);
    const later = progress();
    expect(later).toBeGreaterThan(start);

    advance(60_000);
    expect(progress()).toBe(PROGRESS_CAP);
    expect(PROGRESS_CAP).toBe(90);
    advance(60_000);
    expect(progress()).toBe(90);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuemax')).toBe('100');
  });

  it('speaks the language of the interface', async () => {
    // The Spanish words arrive by a real import, which the find below waits for on real timers.
    vi.useRealTimers();
    window.localStorage.setItem('lang', 'es');
    render(
      <I18nProvider userLanguage={undefined}>
        <LoadingScreen />
      </I18nProvider>,
    );
    expect((await screen.findByRole('status')).textContent).toBe('Cargando tu increíble experiencia...');
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Progreso de carga');
  });
});
