import { CourseDetailResponse } from '@pathwise/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCourseDetail } from '../../../../testing/course-fixtures';
import { aSession, aUser } from '../../../../testing/identity-fixtures';
import { jsonReply, stubApi } from '../../../../testing/stub-api';
import { ANONYMOUS_OWNER } from '../navigation-memory/navigation-owner';
import { rememberRecentPath } from '../navigation-memory/recent-paths';
import { renderWidget, settle } from '../../../../testing/render-widget';
import { CommandPalette } from './command-palette';
import { openCommandPalette } from './open-command-palette';
import { MAX_PALETTE_RESULTS, searchPalette, type PaletteEntry } from './palette-search';

// Real key presses start at the focused element and bubble to the document and window.
const press = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });
const dialog = () => screen.queryByRole('dialog', { name: 'Command palette' });
const search = () => screen.getByRole('combobox', { name: 'Search pages' });
const options = () => screen.queryAllByRole('option').map((option) => option.querySelector('.palette-option-title')?.textContent);
const selected = () => screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')?.querySelector('.palette-option-title')?.textContent;

const instructor = () => aSession(aUser({ role: 'instructor' }));

describe('Command palette', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('opens on Ctrl+K and on Cmd+K with focus in the search field, and closes on Escape', async () => {
    await renderWidget(<CommandPalette />, { session: instructor() });
    expect(dialog()).toBeNull();

    press('k', { ctrlKey: true });
    expect(dialog()).not.toBeNull();
    expect(document.activeElement).toBe(search());

    press('Escape');
    expect(dialog()).toBeNull();

    press('K', { metaKey: true });
    expect(dialog()).not.toBeNull();
  });

  it('opens on the app bar’s window event', async () => {
    await renderWidget(<CommandPalette />, { session: instructor() });
    fireEvent(window, new Event('pathwise:command-palette'));
    expect(dialog()).not.toBeNull();
    press('Escape');
    openCommandPalette();
    await settle();
    expect(dialog()).not.toBeNull();
  });

  it('moves with the arrow keys, wraps around, and navigates to the picked entry on Enter', async () => {
    const { currentPath } = await renderWidget(<CommandPalette />, { path: '/courses', session: instructor() });
    press('k', { ctrlKey: true });
    expect(options()).toEqual(['Dashboard', 'My Courses', 'Create Course']);
    expect(selected()).toBe('Dashboard');

    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(selected()).toBe('My Courses');
    fireEvent.keyDown(search(), { key: 'ArrowUp' });
    fireEvent.keyDown(search(), { key: 'ArrowUp' });
    expect(selected()).toBe('Create Course');
    expect(search().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]!.id);

    fireEvent.keyDown(search(), { key: 'Enter' });
    await settle();
    expect(dialog()).toBeNull();
    expect(currentPath()).toBe('/courses/create');
  });

  it('shows at most 3 entries, recent pages included, and finds them case-insensitively', async () => {
    const session = instructor();
    for (const path of ['/pricing', '/about', '/settings', '/billing']) rememberRecentPath(session.user.uid, path);
    await renderWidget(<CommandPalette />, { path: '/courses', session });
    press('k', { ctrlKey: true });
    expect(screen.getAllByRole('option')).toHaveLength(MAX_PALETTE_RESULTS);

    fireEvent.change(search(), { target: { value: 'PRIC' } });
    expect(options()).toEqual(['Pricing']);
    fireEvent.change(search(), { target: { value: 'HiStOrY' } });
    expect(options()).toHaveLength(3);
    expect(options()).toEqual(['Billing', 'Settings', 'About']);
  });

  it('names a recent page of a course by the course’s title, never by its id', async () => {
    const session = instructor();
    stubApi({ 'GET /api/courses/intro-42': jsonReply(CourseDetailResponse, aCourseDetail({}, { courseId: 'intro-42', title: 'Fractions from scratch' })) });
    rememberRecentPath(session.user.uid, '/courses/intro-42/edit');
    await renderWidget(<CommandPalette />, { path: '/courses', session });
    press('k', { ctrlKey: true });
    fireEvent.change(search(), { target: { value: 'fractions' } });
    await vi.waitFor(() => expect(options()).toEqual(['Courses › Fractions from scratch › Edit']));
  });

  it('offers only the pages the signed-in person visited, not those of an earlier account or of visitors', async () => {
    const session = instructor();
    rememberRecentPath(aUser().uid, '/pricing');
    rememberRecentPath(ANONYMOUS_OWNER, '/about');
    rememberRecentPath(session.user.uid, '/settings');
    await renderWidget(<CommandPalette />, { path: '/courses', session });
    press('k', { ctrlKey: true });
    fireEvent.change(search(), { target: { value: 'history' } });
    expect(options()).toEqual(['Settings']);
  });

  it('offers Create Course to instructors and admins only', async () => {
    await renderWidget(<CommandPalette />, { session: aSession(aUser({ role: 'student' })) });
    press('k', { ctrlKey: true });
    fireEvent.change(search(), { target: { value: 'course' } });
    expect(options()).toEqual(['My Courses']);
  });

  it('says so when nothing matches', async () => {
    await renderWidget(<CommandPalette />, { session: instructor() });
    press('k', { ctrlKey: true });
    fireEvent.change(search(), { target: { value: 'zzz' } });
    expect(options()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No matching pages.');
  });
});

describe('Palette search', () => {
  const entry = (id: string, keywords: string[] = []): PaletteEntry => ({ id, title: id, subtitle: `/${id}`, keywords, path: `/${id}` });

  it('matches a keyword whatever its case, and keeps the first 3 matches', () => {
    const entries = [entry('a', ['Overview']), entry('b', ['OVERVIEW']), entry('c', ['overview']), entry('d', ['overView']), entry('e')];
    expect(searchPalette(entries, 'oVeRvIeW').map((found) => found.id)).toEqual(['a', 'b', 'c']);
    expect(searchPalette(entries, 'E').map((found) => found.id)).toEqual(['a', 'b', 'c']);
    expect(searchPalette(entries, '/E').map((found) => found.id)).toEqual(['e']);
  });
});
