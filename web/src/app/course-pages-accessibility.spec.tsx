import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCourseCard, anAuthoringCourse, aPlayerCourse } from '../features/courses/testing/course-fixtures';
import { aSession, aUser } from '../testing/identity-fixtures';
import { renderApp } from '../testing/render-app';
import { jsonReply, stubApi } from '../testing/stub-fetch';

/** axe-core's serious and critical violations; colour contrast needs computed styles, which jsdom does not have. */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('Course pages accessibility (axe, serious and critical)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./routes/courses');
    await import('./routes/course-edit');
    await import('./routes/course-view');
  });

  it('has none on the catalogue', async () => {
    stubApi({ 'GET /api/courses': jsonReply({ items: [aCourseCard(), aCourseCard({ title: 'Thirds' })], total: 2, page: 1, pageSize: 12 }) });
    renderApp('/courses');
    await screen.findByRole('region', { name: 'Search results' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none in the course editor with a lesson and a new quiz open', async () => {
    const course = anAuthoringCourse();
    stubApi({
      [`GET /api/courses/${course.courseId}/authoring`]: jsonReply(course),
      [`GET /api/courses/${course.courseId}/versions`]: jsonReply({ courseId: course.courseId, currentVersion: 3, versions: [] }),
    });
    renderApp(`/courses/${course.courseId}/edit`, { session: aSession(aUser({ role: 'instructor' })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit lesson What is a half?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add quiz' }));
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none in the player on a quiz', async () => {
    const course = aPlayerCourse();
    stubApi({ [`GET /api/courses/${course.courseId}/learn`]: jsonReply(course) });
    renderApp(`/courses/${course.courseId}/view?quiz=quiz-1`, { session: aSession(aUser({ role: 'student' })) });
    await screen.findByRole('heading', { level: 2, name: 'Halves check' });
    expect(await seriousViolations()).toEqual([]);
  });
});
