import { AiGenerateResponse, CourseAuthoringResponse, CourseVersionsResponse, CourseWriteResponse, MaterialListResponse, type AiDraftMark, type ProblemDetails } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { anAuthoringCourse } from '../../../testing/course-fixtures';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, rawReply, stubApi } from '../../../testing/stub-api';

const instructor = () => aSession(aUser({ role: 'instructor', subscription_tier: 'pro' }));
const claim = 'Volcanoes on the Moon erupt every three days.';
const source = { text: 'Gas pressure drives an eruption.', file: 'volcanoes.md', page: null, paragraph: 8 };
const provenance: AiDraftMark['provenance'] = {
  generationId: 'gen-1',
  provider: 'openai-compatible',
  model: 'pathwise-test-model',
  task: 'lesson_creation',
  creditsSpent: 1,
  acceptedAt: '2026-11-27T10:00:00.000Z',
};
const target = { kind: 'lesson' as const, lessonId: 'lesson-1' };

/** A lesson of the creator's own text, then a grounded AI block and a flagged one. */
const draftedCourse = () => {
  const course = anAuthoringCourse({ version: 5 });
  const lesson = course.modules[0]!.lessons[0]!;
  lesson.blocks = [...lesson.blocks, { kind: 'text', text: source.text }, { kind: 'text', text: claim }];
  return {
    ...course,
    aiDrafts: [
      { target, index: 1, provenance, sources: [source], unsupported: [], reviewed: false },
      { target, index: 2, provenance, sources: [source], unsupported: [claim], reviewed: false },
    ],
  };
};

const noVersions = (courseId: string): CourseVersionsResponse => ({ courseId, currentVersion: 5, versions: [] });
const aMaterial = (materialId: string, fileName: string, contentType: string): MaterialListResponse['materials'][number] => ({
  materialId,
  ownerId: 'user-1',
  courseId: 'course-1',
  fileName,
  contentType,
  sizeBytes: 64,
  sha256: 'a'.repeat(64),
  uploadedAt: '2026-11-20T10:00:00.000Z',
  attachments: [],
  downloadUrl: `/api/materials/${materialId}/download`,
});
const noMaterials: MaterialListResponse = { materials: [], limits: { maxBytes: 1024, contentTypes: [], extensions: [] } };

async function openLesson(course: CourseAuthoringResponse, routes: Parameters<typeof stubApi>[0] = {}, reloaded: CourseAuthoringResponse[] = []) {
  const base = `/api/courses/${course.courseId}`;
  const api = stubApi({
    [`GET ${base}/authoring`]: [jsonReply(CourseAuthoringResponse, course), ...reloaded.map((each) => jsonReply(CourseAuthoringResponse, each))],
    [`GET ${base}/versions`]: jsonReply(CourseVersionsResponse, noVersions(course.courseId)),
    'GET /api/materials': jsonReply(MaterialListResponse, noMaterials),
    ...routes,
  });
  renderApp(`/courses/${course.courseId}/edit`, { session: instructor() });
  const content = within(await screen.findByRole('region', { name: 'Modules, lessons and quizzes' }));
  fireEvent.click(content.getByRole('button', { name: 'Edit lesson What is a half?' }));
  const lesson = within(await content.findByRole('form', { name: 'What is a half?' }));
  return { api, lesson };
}

const blockNamed = (lesson: ReturnType<typeof within>, number: number) => within(lesson.getByRole('group', { name: new RegExp(`^Block ${number}\\b`) }));

describe('AI drafts in the lesson editor', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../routes/course-edit-route');
  });

  it('marks AI-drafted blocks, shows their sources on hover and on keyboard focus, flags the unsupported one and sends its review', async () => {
    const course = draftedCourse();
    const base = `/api/courses/${course.courseId}`;
    const { api, lesson } = await openLesson(course, { [`POST ${base}/ai-drafts/review`]: jsonReply(CourseWriteResponse, { courseId: course.courseId, version: 6 }) });

    expect(blockNamed(lesson, 1).queryByText('AI-drafted')).toBeNull();
    const grounded = blockNamed(lesson, 2);
    expect(grounded.getByText('AI-drafted')).toBeTruthy();
    expect(grounded.queryByRole('note')).toBeNull();

    const sources = grounded.getByRole('button', { name: 'Sources (1)' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(sources.parentElement!);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('volcanoes.md, paragraph 8');
    expect(tip.textContent).toContain(source.text);
    expect(tip.textContent).toContain('Drafted by openai-compatible (pathwise-test-model), task lesson_creation');
    fireEvent.mouseLeave(sources.parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();
    sources.focus();
    const focusedTip = await screen.findByRole('tooltip');
    expect(sources.getAttribute('aria-describedby')).toBe(focusedTip.id);
    fireEvent.keyDown(sources, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    const flagged = blockNamed(lesson, 3);
    expect(flagged.getByRole('note').textContent).toContain(`Not supported by the material: “${claim}”`);
    fireEvent.click(flagged.getByRole('button', { name: 'Mark as reviewed' }));
    await waitFor(() => expect(api.to(`POST ${base}/ai-drafts/review`)).toHaveLength(1));
    expect(api.to(`POST ${base}/ai-drafts/review`)[0]!.json).toEqual({ target, index: 2, expectedVersion: 5 });
  });

  it('takes the mark off a block the author edits', async () => {
    const { lesson } = await openLesson(draftedCourse());
    const flagged = blockNamed(lesson, 3);
    fireEvent.change(flagged.getByRole('textbox'), { target: { value: 'Volcanoes erupt on Earth.' } });
    expect(flagged.queryByText('AI-drafted')).toBeNull();
    expect(flagged.queryByRole('note')).toBeNull();
    expect(blockNamed(lesson, 2).getByText('AI-drafted')).toBeTruthy();
  });

  it('drafts the lesson from the course’s material, previews it with its flag, and sends the accepted blocks with their sources', async () => {
    const course = anAuthoringCourse({ version: 5 });
    const generated: AiGenerateResponse = {
      generationId: 'gen-2',
      taskType: 'lesson_creation',
      provider: 'built-in',
      model: 'extractive-1',
      creditsSpent: 1,
      creditsLeft: 99,
      content: { kind: 'lesson', title: 'What is a half?', blocks: [{ kind: 'text', text: claim }], estimatedMinutes: 5, sources: [[source]], unsupported: [{ index: 0, claim }] },
    };
    const base = `/api/courses/${course.courseId}`;
    const withDraft = structuredClone(course);
    withDraft.version = 7;
    withDraft.modules[0]!.lessons[0]!.blocks.push({ kind: 'text', text: claim });
    withDraft.aiDrafts = [{ target, index: 1, provenance: { ...provenance, generationId: 'gen-2' }, sources: [source], unsupported: [claim], reviewed: false }];
    const { api, lesson } = await openLesson(
      course,
      {
        'POST /api/ai/generate': jsonReply(AiGenerateResponse, generated),
        [`POST ${base}/lessons/lesson-1/ai-drafts`]: jsonReply(CourseWriteResponse, { courseId: course.courseId, version: 7 }),
        // The course's uploads: Markdown notes are material, a PDF waits for text extraction.
        'GET /api/materials': jsonReply(MaterialListResponse, { ...noMaterials, materials: [aMaterial('notes-1', 'halves.md', 'text/markdown'), aMaterial('slides-1', 'slides.pdf', 'application/pdf')] }),
        'GET /api/materials/notes-1/download': rawReply('# Halves\n\nTwo halves make a whole.', { status: 200, headers: { 'content-type': 'text/markdown' } }),
      },
      [withDraft],
    );
    fireEvent.click(lesson.getByRole('button', { name: 'Draft this lesson' }));
    const preview = within(await lesson.findByRole('region', { name: 'AI draft preview' }));
    expect(api.to('POST /api/ai/generate')[0]!.json).toEqual({
      taskType: 'lesson_creation',
      prompt: 'What is a half?',
      context: {
        material: [
          { fileName: 'halves.md', pages: ['# Halves\n\nTwo halves make a whole.'] },
          { fileName: 'What is a half?', pages: ['A half is one of two equal parts.'] },
        ],
        language: 'en',
      },
    });
    expect(preview.getByText(claim)).toBeTruthy();
    expect(preview.getByRole('note').textContent).toContain('Not supported by the material');
    fireEvent.click(preview.getByRole('button', { name: 'Accept draft' }));
    await waitFor(() => expect(api.to(`POST ${base}/lessons/lesson-1/ai-drafts`)).toHaveLength(1));
    expect(api.to(`POST ${base}/lessons/lesson-1/ai-drafts`)[0]!.json).toEqual({
      into: 'lesson',
      generation: { generationId: 'gen-2', taskType: 'lesson_creation', provider: 'built-in', model: 'extractive-1', creditsSpent: 1 },
      blocks: [{ block: { kind: 'text', text: claim }, sources: [source], unsupported: [claim] }],
      expectedVersion: 5,
    });
    expect(await lesson.findByText('The draft was added to the end of the lesson.')).toBeTruthy();
    // Once the course is reloaded, the drafted block joins the form, marked and flagged.
    const drafted = within(await lesson.findByRole('group', { name: /^Block 2\b/ }));
    expect(drafted.getByText('AI-drafted')).toBeTruthy();
    expect(drafted.getByRole('note').textContent).toContain(claim);
  });

  it('drafts a quiz for the lesson, previews each question with its answer, and sends it as a new quiz named after the lesson', async () => {
    const course = anAuthoringCourse({ version: 5 });
    const item = {
      itemId: 'item-1',
      kind: 'true_false' as const,
      prompt: 'A half is one of two equal parts.',
      options: [
        { optionId: 'true', text: 'True' },
        { optionId: 'false', text: 'False' },
      ],
      answerKey: { correctOptionIds: ['true'], acceptedAnswers: [] },
      skillIds: [],
      difficulty: -1,
      explanation: 'The material says so.',
    };
    const halves = { text: 'A half is one of two equal parts.', file: 'What is a half?', page: null, paragraph: 1 };
    const generated: AiGenerateResponse = {
      generationId: 'gen-3',
      taskType: 'quiz_generation',
      provider: 'built-in',
      model: 'extractive-1',
      creditsSpent: 1,
      creditsLeft: 98,
      content: { kind: 'quiz', items: [item], sources: [[halves]], unsupported: [] },
    };
    const base = `/api/courses/${course.courseId}`;
    const { api, lesson } = await openLesson(course, {
      'POST /api/ai/generate': jsonReply(AiGenerateResponse, generated),
      [`POST ${base}/lessons/lesson-1/ai-drafts`]: jsonReply(CourseWriteResponse, { courseId: course.courseId, version: 6 }),
    });
    fireEvent.click(lesson.getByRole('button', { name: 'Draft a quiz for this lesson' }));
    const preview = within(await lesson.findByRole('region', { name: 'AI draft preview' }));
    expect(api.to('POST /api/ai/generate')[0]!.json).toMatchObject({ taskType: 'quiz_generation', prompt: 'What is a half?' });
    expect(preview.getByText('Answer: True')).toBeTruthy();
    expect(preview.queryByRole('note')).toBeNull();
    fireEvent.click(preview.getByRole('button', { name: 'Accept draft' }));
    await waitFor(() => expect(api.to(`POST ${base}/lessons/lesson-1/ai-drafts`)).toHaveLength(1));
    expect(api.to(`POST ${base}/lessons/lesson-1/ai-drafts`)[0]!.json).toEqual({
      into: 'quiz',
      quizId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Quiz: What is a half?',
      generation: { generationId: 'gen-3', taskType: 'quiz_generation', provider: 'built-in', model: 'extractive-1', creditsSpent: 1 },
      items: [{ item, sources: [halves], unsupported: [] }],
      expectedVersion: 5,
    });
    expect(await lesson.findByText('The quiz “Quiz: What is a half?” was added to this module.')).toBeTruthy();
  });

  it('marks an AI-drafted question in the quiz editor, flags it, and sends its review by its place in the quiz', async () => {
    const course = anAuthoringCourse({ version: 5 });
    const item = {
      itemId: 'item-1',
      kind: 'true_false' as const,
      prompt: claim,
      options: [
        { optionId: 'true', text: 'True' },
        { optionId: 'false', text: 'False' },
      ],
      answerKey: { correctOptionIds: ['true'], acceptedAnswers: [] },
      skillIds: [],
      difficulty: 0,
      explanation: '',
    };
    course.modules[0]!.quizzes = [{ quizId: 'quiz-1', title: 'Quiz: What is a half?', passingScore: 70, items: [item] }];
    const quizTarget = { kind: 'quiz' as const, quizId: 'quiz-1' };
    course.aiDrafts = [{ target: quizTarget, index: 0, provenance: { ...provenance, task: 'quiz_generation' }, sources: [source], unsupported: [claim], reviewed: false }];
    const base = `/api/courses/${course.courseId}`;
    const api = stubApi({
      [`GET ${base}/authoring`]: jsonReply(CourseAuthoringResponse, course),
      [`GET ${base}/versions`]: jsonReply(CourseVersionsResponse, noVersions(course.courseId)),
      [`POST ${base}/ai-drafts/review`]: jsonReply(CourseWriteResponse, { courseId: course.courseId, version: 6 }),
    });
    renderApp(`/courses/${course.courseId}/edit`, { session: instructor() });
    const content = within(await screen.findByRole('region', { name: 'Modules, lessons and quizzes' }));
    fireEvent.click(content.getByRole('button', { name: 'Edit quiz Quiz: What is a half?' }));
    const quiz = within(await content.findByRole('form', { name: 'Quiz: What is a half?' }));
    expect(quiz.getByText('AI-drafted')).toBeTruthy();
    expect(quiz.getByRole('note').textContent).toContain(claim);
    fireEvent.click(quiz.getByRole('button', { name: 'Mark as reviewed' }));
    await waitFor(() => expect(api.to(`POST ${base}/ai-drafts/review`)).toHaveLength(1));
    expect(api.to(`POST ${base}/ai-drafts/review`)[0]!.json).toEqual({ target: quizTarget, index: 0, expectedVersion: 5 });
  });

  it('says the AI request failed with its status text, and shows the way to more credits on a 402', async () => {
    const exhausted: ProblemDetails = {
      type: 'urn:pathwise:problem:ai-credits-exhausted',
      title: 'AI credits exhausted',
      status: 402,
      detail: 'This needs 1 AI credits and 0 are left. A higher plan grants more each month: see /pricing.',
      traceId: 't',
    };
    const { lesson } = await openLesson(anAuthoringCourse(), { 'POST /api/ai/generate': problemReply(exhausted, 'Payment Required') });
    fireEvent.click(lesson.getByRole('button', { name: 'Draft a quiz for this lesson' }));
    const alert = await lesson.findByRole('alert');
    expect(alert.textContent).toContain('AI request failed: 402 Payment Required');
    expect(alert.textContent).toContain('0 are left');
    expect(within(alert).getByRole('link', { name: 'See plans with more AI credits' }).getAttribute('href')).toBe('/pricing');
  });
});
