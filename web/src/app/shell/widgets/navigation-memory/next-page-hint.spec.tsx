import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../../testing/identity-fixtures';
import { renderWidget } from '../../../../testing/render-widget';
import { ANONYMOUS_OWNER } from './navigation-owner';
import { NextPageHint } from './next-page-hint';
import { predictNextPage, rememberTransition, withTransition, type TransitionCounts } from './next-page-predictions';

const observe = (owner: string, from: string, targets: Record<string, number>) => {
  for (const [to, count] of Object.entries(targets)) for (let index = 0; index < count; index += 1) rememberTransition(owner, from, to);
};
const hint = () => screen.queryByRole('complementary', { name: 'Suggested next page' });

describe('Next-page prediction', () => {
  const counts = (targets: Record<string, number>): TransitionCounts => ({ '/courses': targets });

  it('predicts only above 0.7 confidence', () => {
    expect(predictNextPage(counts({ '/pricing': 7, '/about': 3 }), '/courses')).toBeNull();
    expect(predictNextPage(counts({ '/pricing': 71, '/about': 29 }), '/courses')).toEqual({ path: '/pricing', confidence: 0.71, observations: 100 });
  });

  it('waits for 5 observations', () => {
    expect(predictNextPage(counts({ '/pricing': 4 }), '/courses')).toBeNull();
    expect(predictNextPage(counts({ '/pricing': 5 }), '/courses')?.confidence).toBe(1);
  });

  it('counts each step', () => {
    expect(withTransition(withTransition({}, '/a', '/b'), '/a', '/b')).toEqual({ '/a': { '/b': 2 } });
  });
});

describe('Next-page hint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('links the likely next page when confidence is above 0.7', async () => {
    observe(ANONYMOUS_OWNER, '/courses', { '/pricing': 8, '/about': 2 });
    await renderWidget(<NextPageHint />, { path: '/courses' });
    expect(screen.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing');
  });

  it('leaves admins their admin page', async () => {
    const admin = aSession(aUser({ role: 'admin' }));
    observe(admin.user.uid, '/pricing', { '/monitoring': 9 });
    await renderWidget(<NextPageHint />, { path: '/pricing', session: admin });
    expect(screen.getByRole('link', { name: 'Monitoring' }).getAttribute('href')).toBe('/monitoring');
  });

  it('stays hidden at exactly 0.7', async () => {
    observe(ANONYMOUS_OWNER, '/courses', { '/pricing': 7, '/about': 3 });
    await renderWidget(<NextPageHint />, { path: '/courses' });
    expect(hint()).toBeNull();
  });

  it('never points at a page no route serves, or one the person may not open', async () => {
    const student = aSession(aUser({ role: 'student' }));
    observe(student.user.uid, '/courses', { '/study-groups': 9 });
    observe(student.user.uid, '/pricing', { '/monitoring': 9 });
    const unserved = await renderWidget(<NextPageHint />, { path: '/courses', session: student });
    expect(hint()).toBeNull();
    unserved.unmount();

    await renderWidget(<NextPageHint />, { path: '/pricing', session: student });
    expect(hint()).toBeNull();
  });

  it('learns from the signed-in person’s own steps only, never an earlier account’s or the visitors’', async () => {
    const earlier = aSession(aUser());
    const now = aSession(aUser());
    observe(earlier.user.uid, '/courses', { '/pricing': 9 });
    observe(ANONYMOUS_OWNER, '/courses', { '/pricing': 9 });
    const inherited = await renderWidget(<NextPageHint />, { path: '/courses', session: now });
    expect(hint()).toBeNull();
    inherited.unmount();

    observe(now.user.uid, '/courses', { '/about': 9 });
    await renderWidget(<NextPageHint />, { path: '/courses', session: now });
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  });
});
