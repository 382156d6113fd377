import { CreateCourseFromOutlineResponse, DraftOutlineResponse, MaterialListResponse, type ProblemDetails } from '@pathwise/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, pendingReply, problemReply, stubApi } from '../../../testing/stub-api';

const creator = () => aSession(aUser({ role: 'creator', subscription_tier: 'pro' }));

const notes = {
  materialId: 'notes-1',
  ownerId: 'u1',
  courseId: null,
  fileName: 'volcanoes.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  sha256: 'a'.repeat(64),
  uploadedAt: '2026-11-01T10:00:00.000Z',
  attachments: [],
  downloadUrl: '/api/materials/notes-1/download',
};
const materials = { materials: [notes, { ...notes, materialId: 'photo-1', fileName: 'crater.png', contentType: 'image/png' }], limits: { maxBytes: 1, contentTypes: [], extensions: [] } };

const lesson = (title: string, section: number, skill: number, page: number) => ({
  title,
  material: 0,
  section,
  skill,
  sources: [{ text: `${title} text.`, file: 'volcanoes.pdf', page, paragraph: 1 }],
  quizItems: [],
});
const drafted = {
  generationId: 'g1',
  provider: 'built-in',
  model: 'extractive-1',
  creditsSpent: 1,
  creditsLeft: 99,
  outline: {
    title: 'Volcanoes',
    files: [{ materialId: 'notes-1', fileName: 'volcanoes.pdf', pages: 3 }],
    modules: [
      { title: 'Basics', lessons: [lesson('What a volcano is', 1, 0, 1), lesson('Kinds of volcanoes', 2, 1, 2)] },
      { title: 'Eruptions', lessons: [lesson('How eruptions happen', 4, 2, 3)] },
    ],
    skills: [
      { name: 'What a volcano is', prerequisites: [] },
      { name: 'Kinds of volcanoes', prerequisites: [0] },
      { name: 'How eruptions happen', prerequisites: [0] },
    ],
  },
};

const problem = (status: number, title: string): ProblemDetails => ({ type: 'about:blank', title, status, detail: `${title}.`, traceId: `trace-${status}` });

async function generateFromNotes() {
  fireEvent.change(await screen.findByRole('textbox', { name: /Topic/ }), { target: { value: 'Volcanoes' } });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'volcanoes.pdf' }));
  fireEvent.click(screen.getByRole('button', { name: 'Generate outline' }));
}

describe('the outline generator on /courses/create', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./outline-generator');
  });
  afterEach(() => vi.restoreAllMocks());

  it('drafts from a chosen material, lets the creator rename and remove, and creates the draft course from the edited outline', async () => {
    const api = stubApi({
      'GET /api/materials': jsonReply(MaterialListResponse, materials),
      'POST /api/ai/outlines': jsonReply(DraftOutlineResponse, drafted),
      'POST /api/ai/outlines/courses': jsonReply(CreateCourseFromOutlineResponse, { courseId: 'course-9', version: 6, modules: 2, lessons: 2, quizzes: 1, skills: 2, creditsSpent: 1, creditsLeft: 98 }, { status: 201 }),
      'GET /api/courses/course-9/authoring': pendingReply,
    });
    const { router } = renderApp('/courses/create', { session: creator() });
    // Only material an outline can be drafted from is offered.
    expect(await screen.findByRole('checkbox', { name: 'volcanoes.pdf' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'crater.png' })).toBeNull();
    await generateFromNotes();

    expect(await screen.findByText('Drafted for 1 AI credits; 99 left.')).toBeTruthy();
    expect(api.to('POST /api/ai/outlines')[0]?.json).toEqual({ topic: 'Volcanoes', language: 'en', materialIds: ['notes-1'] });
    const preview = screen.getByRole('region', { name: 'Your outline' });
    expect(within(preview).getAllByText(/from volcanoes\.pdf, page \d/)).toHaveLength(3);

    fireEvent.change(within(preview).getByRole('textbox', { name: 'Module 1 title' }), { target: { value: 'First steps' } });
    fireEvent.click(within(preview).getByRole('button', { name: 'Remove lesson: Kinds of volcanoes' }));
    const lessons = within(preview).getAllByRole('textbox', { name: 'Lesson title' });
    expect(lessons.map((input) => (input as HTMLInputElement).value)).toEqual(['What a volcano is', 'How eruptions happen']);
    fireEvent.change(lessons[1]!, { target: { value: '' } });
    expect(screen.getByRole('button', { name: 'Create draft course' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(lessons[1]!, { target: { value: 'Why volcanoes erupt' } });
    fireEvent.click(within(preview).getByRole('button', { name: 'Remove module: Eruptions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create draft course' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/course-9/edit'));
    expect(api.to('POST /api/ai/outlines/courses')[0]?.json).toMatchObject({
      title: 'Volcanoes',
      materialIds: ['notes-1'],
      outline: { modules: [{ title: 'First steps', lessons: [{ title: 'What a volcano is', material: 0, section: 1, skill: 0 }] }], skills: drafted.outline.skills },
    });
  });

  it('asks to log in on a 401, shows the way to more credits on a 402, and refuses to generate offline', async () => {
    stubApi({
      'GET /api/materials': jsonReply(MaterialListResponse, materials),
      'POST /api/ai/outlines': [problemReply(problem(401, 'Unauthorized'), 'Unauthorized'), problemReply(problem(402, 'AI credits exhausted'), 'Payment Required')],
    });
    renderApp('/courses/create', { session: creator() });
    await generateFromNotes();
    expect((await screen.findByRole('alert')).textContent).toContain('Please log in to generate outlines.');

    fireEvent.click(screen.getByRole('button', { name: 'Generate outline' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('You have no AI credits left for this.'));
    expect(screen.getByRole('link', { name: 'See the plans with more AI credits' }).getAttribute('href')).toBe('/pricing');

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText("You're offline. Connect to generate an outline.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate outline' }).getAttribute('aria-disabled')).toBe('true');
  });
});
