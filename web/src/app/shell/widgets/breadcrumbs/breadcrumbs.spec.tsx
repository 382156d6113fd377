import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CourseDetailResponse } from '@pathwise/contracts';
import { routeCatalog } from '../../../../shared/navigation/route-catalog';
import { aCourseDetail } from '../../../../testing/course-fixtures';
import { renderWidget } from '../../../../testing/render-widget';
import { jsonReply, problemReply, stubApi } from '../../../../testing/stub-api';
import { trailOf } from '../navigation-memory/route-trail';
import { Breadcrumbs } from './breadcrumbs';
import { collapseCrumbs } from './collapse-crumbs';

const trail = () => screen.getByRole('navigation', { name: 'Breadcrumb' });
const items = () => within(trail()).getAllByRole('listitem').map((item) => item.textContent);

describe('Breadcrumbs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('name each level of the path, a course by its title, link the served ones, and mark the last as the current page', async () => {
    const detail = aCourseDetail({}, { courseId: 'intro-42', title: 'Fractions from scratch' });
    stubApi({ 'GET /api/courses/intro-42': jsonReply(CourseDetailResponse, detail) });
    await renderWidget(<Breadcrumbs />, { path: '/courses/intro-42/edit' });
    await vi.waitFor(() => expect(items()).toEqual(['Home', 'Courses', 'Fractions from scratch', 'Edit']));
    expect(within(trail()).getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe('/courses');
    expect(within(trail()).getByRole('link', { name: 'Fractions from scratch' }).getAttribute('href')).toBe('/courses/intro-42');
    const current = within(trail()).getByText('Edit');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(trail()).queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('name a course the reader may not see by what it is, never by its id', async () => {
    const api = stubApi({
      'GET /api/courses/hidden-7': problemReply({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such course', traceId: 't' }, 'Not Found'),
    });
    await renderWidget(<Breadcrumbs />, { path: '/courses/hidden-7/view' });
    await vi.waitFor(() => expect(api.to('GET /api/courses/hidden-7')).toHaveLength(1));
    expect(items()).toEqual(['Home', 'Courses', 'Course', 'View']);
  });

  it('name every level of every page the app serves in words, not as its path segment', async () => {
    const segments = new Set(routeCatalog.flatMap((route) => route.path.split('/').filter((segment) => segment !== '' && !segment.startsWith('$'))));
    const unnamed = [...segments].filter((segment) => trailOf(`/${segment}`)[1]?.known !== true);
    expect(unnamed).toEqual([]);
  });

  it('show no link for a level no route serves', async () => {
    await renderWidget(<Breadcrumbs />, { path: '/admin/nps' });
    expect(items()).toEqual(['Home', 'Admin', 'NPS']);
    expect(within(trail()).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('keep up to 5 items and collapse beyond: the first, an ellipsis, and the last 3', async () => {
    await renderWidget(<Breadcrumbs />, { path: '/a/b/c/d' });
    expect(items()).toEqual(['Home', 'a', 'b', 'c', 'd']);
  });

  it('expand the hidden levels when the ellipsis is pressed', async () => {
    await renderWidget(<Breadcrumbs />, { path: '/a/b/c/d/e/f' });
    expect(items()).toEqual(['Home', '…', 'd', 'e', 'f']);
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 hidden levels' }));
    expect(items()).toEqual(['Home', 'a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('are not shown on the home page', async () => {
    await renderWidget(<Breadcrumbs />, { path: '/' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('speak the interface language', async () => {
    window.localStorage.setItem('lang', 'fr');
    await renderWidget(<Breadcrumbs />, { path: '/my-courses' });
    // The French words arrive by an import; vi.waitFor keeps the fake clock moving while it polls.
    await vi.waitFor(() => expect(screen.getByRole('navigation', { name: "Fil d'Ariane" }).textContent).toContain('Mes cours'));
  });
});

describe('Collapsing crumbs', () => {
  it('leaves 5 alone and folds the middle of 6 or more', () => {
    expect(collapseCrumbs([1, 2, 3, 4, 5]).map((item) => item.kind)).toEqual(['crumb', 'crumb', 'crumb', 'crumb', 'crumb']);
    expect(collapseCrumbs([1, 2, 3, 4, 5, 6, 7])).toEqual([
      { kind: 'crumb', crumb: 1 },
      { kind: 'ellipsis', hidden: [2, 3, 4] },
      { kind: 'crumb', crumb: 5 },
      { kind: 'crumb', crumb: 6 },
      { kind: 'crumb', crumb: 7 },
    ]);
  });
});
