import { CourseAuthoringResponse, CourseWriteResponse, CreatorDashboardResponse, LessonVariantResponse, type ProblemDetails } from '@pathwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCourseCard, anAuthoringCourse } from '../../../testing/course-fixtures';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';

describe('Lesson variants (/features/advanced-ai-content)', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../routes/advanced-ai-content-route');
  });

  it('makes an easier variant of a chosen lesson and adds it as a new lesson; a translation without a model says what it needs', async () => {
    const course = anAuthoringCourse();
    const { courseId } = course;
    const needsModel: ProblemDetails = {
      type: 'about:blank',
      title: 'A language model is needed',
      status: 409,
      detail: 'Translating a lesson needs a configured model: set AI_PROVIDER=openai-compatible with AI_BASE_URL and AI_MODEL.',
      traceId: 't',
    };
    const variant = {
      generationId: 'generation-1',
      kind: 'easier' as const,
      provider: 'built-in',
      model: 'extractive-1',
      title: 'What is a half? (the essentials)',
      blocks: [{ kind: 'text' as const, text: 'A half is one of two equal parts.' }],
      estimatedMinutes: 1,
      sources: [[{ text: 'A half is one of two equal parts.', file: 'What is a half?', page: null, paragraph: 1 }]],
      creditsSpent: 1,
      creditsLeft: 99,
    };
    const api = stubApi({
      'GET /api/courses/dashboard': jsonReply(CreatorDashboardResponse, {
        courses: [{ ...aCourseCard({ courseId, title: 'Fractions from scratch' }), status: 'draft', role: 'creator', version: 3, updatedAt: '2026-11-20T09:00:00.000Z', lastLearningAt: null }],
        totals: { published: 0, drafts: 1, enrolments: 0 },
        recentEnrolments: [],
      }),
      [`GET /api/courses/${courseId}/authoring`]: jsonReply(CourseAuthoringResponse, course),
      'POST /api/ai/lesson-variants': [problemReply(needsModel, 'Conflict'), jsonReply(LessonVariantResponse, variant)],
      [`POST /api/courses/${courseId}/lessons`]: jsonReply(CourseWriteResponse, { courseId, version: 4 }, { status: 201 }),
    });
    renderApp('/features/advanced-ai-content', { session: aSession(aUser({ role: 'instructor', subscription_tier: 'pro_plus' })) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson variants' })).toBeTruthy();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Course' }), { target: { value: courseId } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Lesson' }), { target: { value: 'lesson-1' } });

    const make = within(await screen.findByRole('region', { name: 'Make a variant' }));
    expect((make.getByRole('combobox', { name: 'Translate into' }) as HTMLSelectElement).value).toBe('es');
    fireEvent.click(make.getByRole('button', { name: 'Translate' }));
    expect((await make.findByRole('alert')).textContent).toContain('Translating a lesson needs a configured model');
    expect(api.to('POST /api/ai/lesson-variants')[0]?.json).toEqual({ courseId, lessonId: 'lesson-1', kind: 'translation', targetLanguage: 'es' });

    fireEvent.click(make.getByRole('button', { name: 'Make an easier variant' }));
    const preview = within(await screen.findByRole('article', { name: 'What is a half? (the essentials)' }));
    expect(api.to('POST /api/ai/lesson-variants')[1]?.json).toEqual({ courseId, lessonId: 'lesson-1', kind: 'easier' });
    expect(preview.getByText('About 1 min · 1 AI credits spent, 99 left.')).toBeTruthy();
    expect(await preview.findByText('A half is one of two equal parts.')).toBeTruthy();

    fireEvent.click(preview.getByRole('button', { name: 'Add as a new lesson' }));
    expect(await preview.findByText('Added to the course as “What is a half? (the essentials)”.')).toBeTruthy();
    expect(api.to(`POST /api/courses/${courseId}/lessons`)[0]?.json).toMatchObject({
      expectedVersion: 3,
      moduleId: 'module-1',
      title: 'What is a half? (the essentials)',
      blocks: variant.blocks,
      estimatedMinutes: 1,
      skillIds: ['skill-halves'],
    });
    expect(preview.getByRole('link', { name: 'Open the course editor' }).getAttribute('href')).toBe(`/courses/${courseId}/edit`);
  });
});
