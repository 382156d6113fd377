import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../../testing/identity-fixtures';
import { elapse, renderWidget } from '../../../../testing/render-widget';
import { renderPlain } from '../../../../testing/render-plain';
import { BottomActionBar } from './bottom-action-bar';
import { ScrollProgress } from './scroll-progress';

/** Scrolls the page to `y` and lets the next animation frame run. */
async function scrollPageTo(y: number) {
  window.scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  await elapse(16);
}

const bar = () => screen.getByRole('navigation', { name: 'Quick navigation' });

describe('Bottom action bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollY = 0;
  });

  it('hides after 100 px of scrolling down and comes back on scrolling up', async () => {
    await renderWidget(<BottomActionBar />, { path: '/courses' });
    expect(bar().getAttribute('data-hidden')).toBe('false');

    await scrollPageTo(60);
    await scrollPageTo(100);
    expect(bar().getAttribute('data-hidden')).toBe('false');
    await scrollPageTo(101);
    expect(bar().getAttribute('data-hidden')).toBe('true');
    await scrollPageTo(400);
    expect(bar().getAttribute('data-hidden')).toBe('true');

    await scrollPageTo(390);
    expect(bar().getAttribute('data-hidden')).toBe('false');
  });

  it('links a visitor home, to the courses and to sign in, and a signed-in person to their pages', async () => {
    const visitor = await renderWidget(<BottomActionBar />, { path: '/courses' });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/courses', '/login']);
    expect(screen.getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBe('page');
    visitor.unmount();

    await renderWidget(<BottomActionBar />, { path: '/', session: aSession(aUser()) });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/dashboard', '/courses', '/profile']);
  });

  it('opens the command palette from Search', async () => {
    await renderWidget(<BottomActionBar />);
    const opened = vi.fn();
    window.addEventListener('pathwise:command-palette', opened);
    act(() => screen.getByRole('button', { name: 'Search' }).click());
    window.removeEventListener('pathwise:command-palette', opened);
    expect(opened).toHaveBeenCalledOnce();
  });
});

describe('Scroll progress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollY = 0;
  });

  it('fills with the share of the page scrolled, hidden from assistive technology', async () => {
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(window.innerHeight + 1000);
    const { container } = renderPlain(<ScrollProgress />);
    const progress = container.querySelector('.scroll-progress')!;
    expect(progress.getAttribute('aria-hidden')).toBe('true');

    await scrollPageTo(250);
    expect(progress.querySelector<HTMLElement>('.scroll-progress-bar')!.style.transform).toBe('scaleX(0.25)');
    vi.restoreAllMocks();
  });
});
