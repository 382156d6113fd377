import { useLocation } from '@tanstack/react-router';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../testing/render-widget';
import { readTransitions } from './next-page-predictions';
import { MAX_RECENT_PATHS, readRecentPaths, withRecentPath } from './recent-paths';
import { useNavigationMemory } from './use-navigation-memory';

function Memory() {
  useNavigationMemory(useLocation().pathname);
  return null;
}

describe('Recent paths', () => {
  it('keep the last 10 distinct paths, most recent first', () => {
    let recent: string[] = [];
    for (let index = 1; index <= 12; index += 1) recent = withRecentPath(recent, `/courses/c${index}`);
    recent = withRecentPath(recent, '/courses/c5');
    expect(recent).toHaveLength(MAX_RECENT_PATHS);
    expect(recent[0]).toBe('/courses/c5');
    expect(recent.filter((path) => path === '/courses/c5')).toHaveLength(1);
    expect(recent).toEqual(['/courses/c5', '/courses/c12', '/courses/c11', '/courses/c10', '/courses/c9', '/courses/c8', '/courses/c7', '/courses/c6', '/courses/c4', '/courses/c3']);
  });
});

describe('Navigation memory', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('stores visited pages and the steps between them, skipping pages no route serves', async () => {
    const { router } = await renderWidget(<Memory />, { path: '/courses' });
    for (const path of ['/pricing', '/nowhere', '/about', '/courses/', '/pricing']) await act(() => router.navigate({ href: path }));

    expect(readRecentPaths()).toEqual(['/pricing', '/courses', '/about']);
    expect(JSON.parse(window.localStorage.getItem('pathwise:recent-paths')!)).toEqual(['/pricing', '/courses', '/about']);
    // /pricing -> /nowhere -> /about is not a step from /pricing to /about.
    expect(readTransitions()).toEqual({ '/courses': { '/pricing': 2 }, '/about': { '/courses': 1 } });
  });
});
