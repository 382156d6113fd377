import { CatalogueResponse, CourseDetailResponse, CoursePlayerResponse, LearnerProfile, type SkillMastery } from '@pathwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCourseCard, aPlayerCourse } from '../../../testing/course-fixtures';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';

const skill = (courseId: string, skillId: string, skillName: string, level: SkillMastery['level'], probability: number): SkillMastery => ({
  courseId,
  skillId,
  skillName,
  probability,
  confidence: 0.8,
  level,
  why: `${level} on the evidence so far.`,
  attempts: 4,
  correct: 3,
  lastPracticedAt: '2026-03-02T10:00:00.000Z',
  nextReviewAt: null,
  evidence: [],
});

const profileWith = (userId: string, skills: SkillMastery[]): LearnerProfile => ({
  userId,
  learningStyle: 'unknown',
  learning_style: 'unknown',
  learningStyleReading: { style: 'unknown', confidence: 0, why: 'Not enough activity yet.' },
  asOf: '2026-03-03T12:00:00.000Z',
  position: '42',
  learningStreak: 1,
  stateOfMind: { state: 'celebrating', reasons: [], since: null },
  difficulty: [],
  skills,
  recentAdjustments: [],
  recentEvents: [],
});

describe('The completion view', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../routes/course-view-route');
  });

  it('opens a finished course on its moment: title, XP, skills mastered, skills to review and related courses next', async () => {
    const learner = aUser({ role: 'student' });
    const course = aPlayerCourse({ title: 'Fractions from scratch', completedLessonIds: ['lesson-1'], passedQuizIds: ['quiz-1'] });
    const card = aCourseCard({ courseId: course.courseId, tags: ['math'], creatorId: 'maya' });
    const detail: CourseDetailResponse = {
      course: { ...card, description: '', status: 'published' },
      version: 2,
      outline: [],
      skills: [],
      viewer: { signedIn: true, isStaff: false, isEnrolled: true },
    };
    const catalogue: CatalogueResponse = {
      items: [
        card,
        aCourseCard({ title: 'Creative writing', tags: ['writing'], creatorId: 'someone' }),
        aCourseCard({ title: 'Decimals', tags: ['math'], creatorId: 'someone' }),
      ],
      total: 3,
      page: 1,
      pageSize: 12,
    };
    stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course),
      [`GET /api/learners/${learner.uid}/profile`]: jsonReply(
        LearnerProfile,
        profileWith(learner.uid, [
          skill(course.courseId, 'halves', 'Halves', 'mastered', 0.95),
          skill(course.courseId, 'thirds', 'Thirds', 'attempted', 0.4),
          skill('another-course', 'verbs', 'Verbs', 'mastered', 0.9),
        ]),
      ),
      [`GET /api/courses/${course.courseId}`]: jsonReply(CourseDetailResponse, detail),
      'GET /api/courses': jsonReply(CatalogueResponse, catalogue),
    });
    const { router } = renderApp(`/courses/${course.courseId}/view`, { session: aSession(learner) });

    const heading = await screen.findByRole('heading', { level: 2, name: 'Course complete' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(router.state.location.search).toEqual({});
    expect(screen.getByText('You finished Fractions from scratch: every lesson completed, every quiz passed.')).toBeTruthy();
    expect(screen.getByText('+100 XP')).toBeTruthy();

    const skills = within(screen.getByRole('region', { name: 'Skills you mastered' }));
    expect(await skills.findByText('Halves')).toBeTruthy();
    expect(skills.queryByText('Verbs')).toBeNull();
    expect(skills.getByText('Worth reviewing: Thirds.')).toBeTruthy();
    expect(skills.getByRole('link', { name: 'See your progress' }).getAttribute('href')).toBe('/progress');

    const next = within(screen.getByRole('region', { name: 'What next' }));
    const suggested = await next.findAllByRole('listitem');
    expect(suggested.map((item) => within(item).getByRole('link').textContent)).toEqual(['Decimals', 'Creative writing']);
    expect(next.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/courses');
  });

  it('is not shown while a quiz is still to pass: the player resumes at that quiz instead', async () => {
    const course = aPlayerCourse({ completedLessonIds: ['lesson-1'] });
    stubApi({ [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course) });
    renderApp(`/courses/${course.courseId}/view`, { session: aSession(aUser({ role: 'student' })) });

    expect(await screen.findByRole('heading', { level: 2, name: 'Halves check' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Course complete' })).toBeNull();
  });
});
