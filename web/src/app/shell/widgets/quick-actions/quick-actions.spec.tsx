import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../../testing/identity-fixtures';
import { elapse, renderWidget, settle } from '../../../../testing/render-widget';
import { QuickActionMenu } from './quick-action-menu';
import { MAX_QUICK_ACTIONS, quickActionCandidates, selectQuickActions, type QuickAction } from './quick-actions';

const everyPageServed = () => true;
const ids = (actions: readonly QuickAction[]) => actions.map((action) => action.id);
const viewer = (role: 'creator' | 'student' | 'instructor' | 'admin', tier: 'free' | 'pro' | 'pro_plus' = 'free') => ({ role, tier });

describe('Quick actions', () => {
  it('are at most 6, by priority', () => {
    const many: QuickAction[] = Array.from({ length: 9 }, (_, index) => ({
      id: `action-${index}`,
      kind: 'navigate',
      path: `/p${index}`,
      label: 'goals',
      priority: 9 - index,
      category: 'learning',
    }));
    expect(ids(selectQuickActions(viewer('admin', 'pro'), { candidates: many, isOffered: everyPageServed }))).toEqual([
      'action-8',
      'action-7',
      'action-6',
      'action-5',
      'action-4',
      'action-3',
    ]);
    expect(selectQuickActions(viewer('student', 'pro'), { isOffered: everyPageServed })).toHaveLength(MAX_QUICK_ACTIONS);
  });

  it('show Find Study Group to students and Create Course to instructors and admins only', () => {
    const student = ids(selectQuickActions(viewer('student'), { isOffered: everyPageServed }));
    expect(student).toContain('study-groups');
    expect(student).not.toContain('create-course');
    for (const role of ['instructor', 'admin'] as const) {
      const actions = ids(selectQuickActions(viewer(role), { isOffered: everyPageServed }));
      expect(actions).toContain('create-course');
      expect(actions).not.toContain('study-groups');
    }
    expect(ids(selectQuickActions(viewer('creator'), { isOffered: everyPageServed }))).not.toContain('create-course');
  });

  it('give the AI Assistant to paying plans only', () => {
    expect(ids(selectQuickActions(viewer('student', 'free'), { isOffered: everyPageServed }))).not.toContain('ai-assistant');
    expect(ids(selectQuickActions(viewer('student', 'pro'), { isOffered: everyPageServed }))).toContain('ai-assistant');
    expect(ids(selectQuickActions(viewer('student', 'pro_plus'), { isOffered: everyPageServed }))).toContain('ai-assistant');
  });

  it('leave out targets no route serves', () => {
    const served = selectQuickActions(viewer('student', 'pro'));
    expect(ids(served)).toEqual(['continue-learning', 'ai-assistant', 'guided-tour']);
    expect(ids(selectQuickActions(viewer('instructor', 'pro')))).toEqual(['create-course', 'continue-learning', 'ai-assistant', 'guided-tour']);
    // The course assistant is served now, for the paid plans only.
    expect(ids(selectQuickActions(viewer('student', 'free')))).toEqual(['continue-learning', 'guided-tour']);
    expect(quickActionCandidates).toHaveLength(9);
  });
});

describe('Quick-action menu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  const fab = () => screen.getByRole('button', { name: 'Quick actions' });
  const menu = () => screen.queryByRole('menu', { name: 'Quick actions' });

  it('opens from its button with the served, allowed actions and focus on the first', async () => {
    await renderWidget(<QuickActionMenu />, { session: aSession(aUser({ role: 'instructor' })) });
    fireEvent.click(fab());
    await settle();
    const items = within(menu()!).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Create Course', 'Continue Learning', 'Take the guided tourNew']);
    expect(items[0]!.getAttribute('href')).toBe('/create');
    expect(document.activeElement).toBe(items[0]);

    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2]!, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(fab());
  });

  it('opens on a 500 ms long press with a 25 ms pulse, and the click after it does not close it again', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { vibrate }));
    await renderWidget(<QuickActionMenu />, { session: aSession(aUser({ role: 'student' })) });

    fireEvent.pointerDown(fab(), { pointerType: 'touch', clientX: 10, clientY: 10 });
    await elapse(499);
    expect(menu()).toBeNull();
    await elapse(1);
    expect(menu()).not.toBeNull();
    expect(vibrate).toHaveBeenCalledWith([25]);

    fireEvent.pointerUp(fab(), { pointerType: 'touch' });
    fireEvent.click(fab());
    expect(menu()).not.toBeNull();
  });

  it('starts the guided tour, which walks through the shell and closes on Escape', async () => {
    await renderWidget(<QuickActionMenu />);
    fireEvent.click(fab());
    await settle();
    fireEvent.click(screen.getByRole('menuitem', { name: /Take the guided tour/ }));
    const tour = screen.getByRole('dialog', { name: 'The top bar' });
    expect(within(tour).getByText('Step 1 of 5')).toBeTruthy();
    fireEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'The command palette' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The quick-action button itself is highlighted while the tour talks about it.
    expect(fab().hasAttribute('data-tour-active')).toBe(true);
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fab().hasAttribute('data-tour-active')).toBe(false);
  });
});
