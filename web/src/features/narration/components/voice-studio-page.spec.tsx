import { CourseNarrationResponse, CreatorDashboardResponse, LessonNarrationManifest, NarrateLessonResponse, NarrationSettingsResponse, type ProblemDetails } from '@pathwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aCourseCard } from '../../../testing/course-fixtures';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, pendingReply, problemReply, stubApi } from '../../../testing/stub-api';

const author = () => aSession(aUser({ role: 'creator', subscription_tier: 'pro_plus' }));
const course = { ...aCourseCard({ title: 'Volcanoes' }), status: 'draft' as const, role: 'creator' as const, version: 3, updatedAt: '2026-11-20T10:00:00.000Z', lastLearningAt: null };
const dashboard: CreatorDashboardResponse = { courses: [course], totals: { published: 0, drafts: 1, enrolments: 0 }, recentEnrolments: [] };
const narrationPath = `/api/courses/${course.courseId}/narration`;
const lesson = (overrides: Partial<CourseNarrationResponse['lessons'][number]> = {}) => ({
  lessonId: 'l-1',
  title: 'How volcanoes work',
  moduleTitle: 'Basics',
  paragraphCount: 4,
  narratedCount: 3,
  staleCount: 1,
  missingCount: 0,
  state: 'stale' as const,
  ...overrides,
});
const narration = (overrides: Partial<CourseNarrationResponse> = {}): CourseNarrationResponse => ({
  courseId: course.courseId,
  title: 'Volcanoes',
  settings: { voice: 'clear', speed: 1, language: 'en' },
  chosen: false,
  engine: 'espeak-ng',
  lessons: [lesson(), lesson({ lessonId: 'l-2', title: 'Lava', narratedCount: 0, staleCount: 0, missingCount: 2, paragraphCount: 2, state: 'missing' })],
  job: null,
  ...overrides,
});

describe('AI voice studio', () => {
  beforeAll(async () => {
    await import('../routes/voice-studio-route');
    await import('./lesson-narration');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each lesson’s narration state, narrates what changed and saves the voice settings', async () => {
    const api = stubApi({
      'GET /api/courses/dashboard': jsonReply(CreatorDashboardResponse, dashboard),
      [`GET ${narrationPath}`]: [jsonReply(CourseNarrationResponse, narration()), jsonReply(CourseNarrationResponse, narration({ lessons: [lesson({ narratedCount: 4, staleCount: 0, state: 'narrated' })] }))],
      [`POST ${narrationPath}/lessons/l-1`]: jsonReply(NarrateLessonResponse, { lessonId: 'l-1', narrated: 1, reused: 3, engine: 'espeak-ng' }),
      [`PUT ${narrationPath}/settings`]: jsonReply(NarrationSettingsResponse, { courseId: course.courseId, settings: { voice: 'warm', speed: 1, language: 'fr' }, chosen: true, engine: 'espeak-ng' }),
    });
    renderApp('/features/ai-voice-studio', { session: author() });

    expect(await screen.findByRole('heading', { level: 1, name: 'AI voice studio' })).toBeTruthy();
    expect(((await screen.findByRole('combobox', { name: 'Course' })) as HTMLSelectElement).value).toBe(course.courseId);
    const stale = within(await screen.findByRole('listitem', { name: 'How volcanoes work' }));
    expect(stale.getByText('1 paragraph changed')).toBeTruthy();
    expect(stale.getByText('3 of 4 paragraphs narrated')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Lava' })).getByText('Not narrated')).toBeTruthy();
    expect(screen.getByText('Narrated on the server with espeak-ng.')).toBeTruthy();

    fireEvent.click(stale.getByRole('button', { name: 'Narrate “How volcanoes work”' }));
    expect(await screen.findByText('1 paragraph narrated.')).toBeTruthy();
    expect(await within(screen.getByRole('listitem', { name: 'How volcanoes work' })).findByText('Narrated')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Voice' }), { target: { value: 'warm' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved. Narrate again to hear lessons with them.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PUT')?.json).toEqual({ voice: 'warm', speed: 1, language: 'fr' });
  });

  it('previews a lesson with the browser’s voice when the server has no engine, the paragraph being read highlighted', async () => {
    const spoken: { text: string; lang: string; rate: number; onend: (() => void) | null }[] = [];
    class Utterance {
      lang = '';
      rate = 1;
      voice = null;
      onend: (() => void) | null = null;
      constructor(readonly text: string) {
        spoken.push(this);
      }
    }
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    vi.stubGlobal('speechSynthesis', { speak: vi.fn(), cancel: vi.fn(), getVoices: () => [] });
    const manifest: LessonNarrationManifest = {
      courseId: course.courseId,
      lessonId: 'l-1',
      settings: { voice: 'clear', speed: 1.5, language: 'es' },
      engine: null,
      paragraphs: [
        { index: 0, text: 'Un volcán es una abertura.', audioUrl: null },
        { index: 1, text: 'El magma que sale se llama lava.', audioUrl: null },
      ],
    };
    stubApi({
      'GET /api/courses/dashboard': jsonReply(CreatorDashboardResponse, dashboard),
      [`GET ${narrationPath}`]: jsonReply(CourseNarrationResponse, narration({ engine: null })),
      [`GET /api/courses/${course.courseId}/lessons/l-1/narration`]: jsonReply(LessonNarrationManifest, manifest),
    });
    renderApp('/features/ai-voice-studio', { session: author() });

    const row = within(await screen.findByRole('listitem', { name: 'How volcanoes work' }));
    expect(screen.getByText(/This server has no narration engine/)).toBeTruthy();
    expect(row.queryByRole('button', { name: /Narrate/ })).toBeNull();
    fireEvent.click(row.getByRole('button', { name: 'Preview “How volcanoes work”' }));
    fireEvent.click(await row.findByRole('button', { name: 'Play' }));

    expect(spoken.map(({ text, lang, rate }) => ({ text, lang, rate }))).toEqual([{ text: 'Un volcán es una abertura.', lang: 'es-ES', rate: 1.5 }]);
    expect(row.getByRole('button', { name: 'Un volcán es una abertura.' }).getAttribute('aria-current')).toBe('true');
    expect(row.getByText('Reading paragraph 1 of 2').getAttribute('role')).toBe('status');

    spoken[0]!.onend!();
    expect(await row.findByText('Reading paragraph 2 of 2')).toBeTruthy();
    expect(row.getByRole('button', { name: 'El magma que sale se llama lava.' }).getAttribute('aria-current')).toBe('true');
    expect(row.getByRole('button', { name: 'Un volcán es una abertura.' }).getAttribute('aria-current')).toBeNull();
  });

  it('plays each paragraph’s stored audio in turn when the server narrated the lesson', async () => {
    const played: string[] = [];
    const players: { onended: (() => void) | null }[] = [];
    class FakeAudio {
      src = '';
      onended: (() => void) | null = null;
      constructor() {
        players.push(this);
      }
      play() {
        played.push(this.src);
        return Promise.resolve();
      }
      pause() {}
    }
    vi.stubGlobal('Audio', FakeAudio);
    const audioUrl = (key: string) => `/api/courses/${course.courseId}/narration/audio/${key.repeat(64)}`;
    const manifest: LessonNarrationManifest = {
      courseId: course.courseId,
      lessonId: 'l-1',
      settings: { voice: 'clear', speed: 1, language: 'en' },
      engine: 'espeak-ng',
      paragraphs: [
        { index: 0, text: 'A volcano is an opening.', audioUrl: audioUrl('a') },
        { index: 1, text: 'Magma that reaches the surface is lava.', audioUrl: audioUrl('b') },
      ],
    };
    stubApi({
      'GET /api/courses/dashboard': jsonReply(CreatorDashboardResponse, dashboard),
      [`GET ${narrationPath}`]: jsonReply(CourseNarrationResponse, narration()),
      [`GET /api/courses/${course.courseId}/lessons/l-1/narration`]: jsonReply(LessonNarrationManifest, manifest),
    });
    renderApp('/features/ai-voice-studio', { session: author() });

    const row = within(await screen.findByRole('listitem', { name: 'How volcanoes work' }));
    fireEvent.click(row.getByRole('button', { name: 'Preview “How volcanoes work”' }));
    fireEvent.click(await row.findByRole('button', { name: 'Play' }));
    expect(played).toEqual([audioUrl('a')]);
    expect(row.queryByText('Read by your browser’s voice.')).toBeNull();

    players[0]!.onended!();
    expect(await row.findByText('Reading paragraph 2 of 2')).toBeTruthy();
    expect(played).toEqual([audioUrl('a'), audioUrl('b')]);
    players[0]!.onended!();
    expect(await row.findByText('Finished reading the lesson.')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Play' }));
    expect(played.at(-1)).toBe(audioUrl('a'));
  });

  it('points an author without courses to creating one, and says when the narration cannot load', async () => {
    stubApi({ 'GET /api/courses/dashboard': jsonReply(CreatorDashboardResponse, { ...dashboard, courses: [] }) });
    const { unmount } = renderApp('/features/ai-voice-studio', { session: author() });
    expect(await screen.findByRole('heading', { name: 'No courses to narrate yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a course' }).getAttribute('href')).toBe('/courses/create');
    unmount();

    const refusal: ProblemDetails = { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Only the authors of this course narrate it.', traceId: 'trace-1' };
    stubApi({ 'GET /api/courses/dashboard': jsonReply(CreatorDashboardResponse, dashboard), [`GET ${narrationPath}`]: problemReply(refusal, 'Forbidden') });
    renderApp('/features/ai-voice-studio', { session: author() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load this course’s narration');
    expect(alert.textContent).toContain('Only the authors of this course narrate it.');
  });

  it('says it is loading while the courses are on their way', async () => {
    stubApi({ 'GET /api/courses/dashboard': pendingReply });
    renderApp('/features/ai-voice-studio', { session: author() });
    expect(await screen.findByText('Loading your courses…')).toBeTruthy();
  });
});
