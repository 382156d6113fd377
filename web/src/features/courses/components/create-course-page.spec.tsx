import { CourseWriteResponse, type ProblemDetails } from '@pathwise/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, pendingReply, problemReply, stubApi } from '../../../testing/stub-api';

const instructor = () => aSession(aUser({ role: 'instructor', subscription_tier: 'pro' }));

const invalid: ProblemDetails = {
  type: 'urn:pathwise:problem:validation',
  title: 'Unprocessable Content',
  status: 422,
  detail: 'The course has 2 problems',
  traceId: 'trace-422',
  errors: [
    { pointer: '#/body/title', detail: 'A title needs at least 3 characters' },
    { pointer: '#/body/tags/1', detail: 'A tag has at most 30 characters' },
  ],
};

describe('Create course form', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./create-course-page');
  });

  it('shows the server’s field errors beside their fields and moves focus to the first', async () => {
    const api = stubApi({ 'POST /api/courses': problemReply(invalid, 'Unprocessable Content') });
    renderApp('/courses/create', { session: instructor() });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Fx' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Tags/ }), { target: { value: 'maths, a-very-long-tag-that-goes-on-and-on' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('A title needs at least 3 characters')).toBeTruthy();
    expect(screen.getByText('A tag has at most 30 characters')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Tags/ }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);

    const sent = api.to('POST /api/courses')[0]?.json as Record<string, unknown>;
    expect(sent).toMatchObject({ title: 'Fx', tags: ['maths', 'a-very-long-tag-that-goes-on-and-on'], priceCents: 0, level: 'beginner', language: 'en' });
    expect(typeof sent.courseId).toBe('string');
  });

  it('creates the course with the chosen id and opens its editor', async () => {
    const api = stubApi({
      'POST /api/courses': jsonReply(CourseWriteResponse, { courseId: 'ignored-by-stub', version: 1 }, { status: 201 }),
      'GET /api/courses/ignored-by-stub/authoring': pendingReply,
    });
    const { router } = renderApp('/create', { session: instructor() });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Fractions from scratch' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Price/ }), { target: { value: '19.90' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Level' }), { target: { value: 'advanced' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/ignored-by-stub/edit'));
    expect(api.to('POST /api/courses')[0]?.json).toMatchObject({ title: 'Fractions from scratch', priceCents: 1990, level: 'advanced' });
  });
});
