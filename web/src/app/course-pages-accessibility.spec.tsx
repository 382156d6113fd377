import {
  CatalogueResponse,
  CourseAuthoringResponse,
  CourseDetailResponse,
  CoursePlayerResponse,
  CourseReviewsResponse,
  CourseVersionsResponse,
  PlacementTestResponse,
} from '@pathwise/contracts';
import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CourseEditorPage } from '../features/course-authoring/pages';
import { CoursePlayerPage } from '../features/course-player/pages';
import { CataloguePage, CourseDetailPage } from '../features/courses/pages';
import { PlacementTestPage } from '../features/placement/pages';
import { aCourseCard, aCourseDetail, anAuthoringCourse, aPlayerCourse, aReview, aReviewsPage } from '../testing/course-fixtures';
import { aSession, aUser } from '../testing/identity-fixtures';
import { renderApp } from '../testing/render-app';
import { jsonReply, stubApi } from '../testing/stub-api';

/** axe-core's serious and critical violations; colour contrast needs computed styles, which jsdom does not have. */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('Course pages accessibility (axe, serious and critical)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await CataloguePage.preload?.();
    await CourseDetailPage.preload?.();
    await CourseEditorPage.preload?.();
    await CoursePlayerPage.preload?.();
    await PlacementTestPage.preload?.();
  });

  it('has none on the catalogue', async () => {
    stubApi({ 'GET /api/courses': jsonReply(CatalogueResponse, { items: [aCourseCard(), aCourseCard({ title: 'Thirds' })], total: 2, page: 1, pageSize: 12 }) });
    renderApp('/courses');
    await screen.findByRole('region', { name: 'Search results' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none on a course page with its reviews, a reply and the rating form', async () => {
    const detail = aCourseDetail();
    const { courseId } = detail.course;
    const reviews = [aReview({ reply: { text: 'Thank you!', repliedAt: '2025-04-03T10:00:00.000Z', editedAt: null } }), aReview({ learnerName: null, review: null, rating: 3 })];
    stubApi({
      [`GET /api/courses/${courseId}`]: jsonReply(CourseDetailResponse, detail),
      [`GET /api/courses/${courseId}/reviews`]: jsonReply(
        CourseReviewsResponse,
        aReviewsPage(courseId, { reviews, total: 2, viewer: { mayRate: true, myRating: { rating: 4, review: 'Clear.' }, mayReply: false } }),
      ),
    });
    renderApp(`/courses/${courseId}`, { session: aSession(aUser({ role: 'student' })) });
    await screen.findByRole('button', { name: 'Update rating' });
    fireEvent.click(screen.getByRole('button', { name: 'Update rating' }));
    await screen.findByText('Thank you!');
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none in the course editor with a lesson and a new quiz open', async () => {
    const course = anAuthoringCourse();
    stubApi({
      [`GET /api/courses/${course.courseId}/authoring`]: jsonReply(CourseAuthoringResponse, course),
      [`GET /api/courses/${course.courseId}/versions`]: jsonReply(CourseVersionsResponse, { courseId: course.courseId, currentVersion: 3, versions: [] }),
    });
    renderApp(`/courses/${course.courseId}/edit`, { session: aSession(aUser({ role: 'instructor' })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit lesson What is a half?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add quiz' }));
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none in the player on a quiz', async () => {
    const course = aPlayerCourse();
    stubApi({ [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course) });
    renderApp(`/courses/${course.courseId}/view?quiz=quiz-1`, { session: aSession(aUser({ role: 'student' })) });
    await screen.findByRole('heading', { level: 2, name: 'Halves check' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none on a placement test item, nor on its outcome', async () => {
    const course = aPlayerCourse({ skills: [{ skillId: 'halves', name: 'Halves', prerequisiteIds: [] }] });
    const asking: PlacementTestResponse = {
      testId: 'test-1',
      courseId: course.courseId,
      courseVersion: 2,
      status: 'in-progress',
      itemsAnswered: 2,
      maxItems: 12,
      ability: { theta: 0, se: 0.8 },
      lastAnswer: { itemId: 'item-0', correct: true },
      item: { ...course.modules[0]!.quizzes[0]!.items[0]!, quizId: 'quiz-1' },
      outcome: null,
    };
    const done: PlacementTestResponse = {
      ...asking,
      status: 'completed',
      itemsAnswered: 3,
      item: null,
      outcome: {
        stopReason: 'se-target',
        skills: [{ skillId: 'halves', ability: { theta: 1, se: 0.4 }, answered: 3, correct: 3, probabilityMastered: 0.95, mastered: true }],
        masteredSkillIds: ['halves'],
        skippedLessonIds: ['lesson-1'],
        completedAt: '2025-03-04T09:05:00.000Z',
      },
    };
    stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course),
      'GET /api/placement-tests/test-1': jsonReply(PlacementTestResponse, asking),
      'POST /api/placement-tests/test-1/answers': jsonReply(PlacementTestResponse, done),
    });
    renderApp(`/courses/${course.courseId}/placement?test=test-1`, { session: aSession(aUser({ role: 'student' })) });
    fireEvent.click(await screen.findByRole('radio', { name: 'Two' }));
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    await screen.findByRole('region', { name: 'Your placement' });
    expect(await seriousViolations()).toEqual([]);
  });
});
