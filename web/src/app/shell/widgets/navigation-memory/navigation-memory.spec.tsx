import { useLocation } from '@tanstack/react-router';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../../testing/identity-fixtures';
import { rememberSession } from '../../../../features/identity';
import { renderWidget, settle } from '../../../../testing/render-widget';
import { ANONYMOUS_OWNER } from './navigation-owner';
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

    expect(readRecentPaths(ANONYMOUS_OWNER)).toEqual(['/pricing', '/courses', '/about']);
    expect(JSON.parse(window.localStorage.getItem('pathwise:recent-paths:anonymous')!)).toEqual(['/pricing', '/courses', '/about']);
    // /pricing -> /nowhere -> /about is not a step from /pricing to /about.
    expect(readTransitions(ANONYMOUS_OWNER)).toEqual({ '/courses': { '/pricing': 2 }, '/about': { '/courses': 1 } });
  });

  it('keeps each account’s pages and steps apart, so the next account on this browser inherits none', async () => {
    const first = aSession(aUser());
    const second = aSession(aUser());
    const { router, queryClient } = await renderWidget(<Memory />, { path: '/courses', session: first });
    await act(() => router.navigate({ href: '/pricing' }));
    // Signing out on the home page, as the account menu does, then a visit as a visitor.
    await act(() => router.navigate({ href: '/' }));
    rememberSession(queryClient, null);
    await settle();
    await act(() => router.navigate({ href: '/about' }));
    rememberSession(queryClient, second);
    await settle();
    await act(() => router.navigate({ href: '/contact' }));

    expect(readRecentPaths(first.user.uid)).toEqual(['/', '/pricing', '/courses']);
    expect(readTransitions(first.user.uid)).toEqual({ '/courses': { '/pricing': 1 }, '/pricing': { '/': 1 } });
    expect(readRecentPaths(ANONYMOUS_OWNER)).toEqual(['/about', '/']);
    expect(readTransitions(ANONYMOUS_OWNER)).toEqual({ '/': { '/about': 1 } });
    // Signing in is not a step from the visitor's /about: the second account's history starts where it signed in.
    expect(readRecentPaths(second.user.uid)).toEqual(['/contact', '/about']);
    expect(readTransitions(second.user.uid)).toEqual({ '/about': { '/contact': 1 } });
  });

  it('records nothing while the session is still loading, and the page once it is known', async () => {
    const user = aUser();
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
    const { queryClient } = await renderWidget(<Memory />, { path: '/pricing', session: 'loading' });
    expect(window.localStorage.length).toBe(0);
    rememberSession(queryClient, aSession(user));
    await settle();
    expect(readRecentPaths(user.uid)).toEqual(['/pricing']);
    expect(readRecentPaths(ANONYMOUS_OWNER)).toEqual([]);
  });
});
