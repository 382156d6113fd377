import { CoAuthorInvitationResponse, CourseAuthoringResponse, CourseDiffResponse, CourseVersionsResponse, CourseWriteResponse, type ProblemDetails } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';
import { anAuthoringCourse } from '../../../testing/course-fixtures';

const instructor = () => aSession(aUser({ role: 'instructor', subscription_tier: 'pro' }));

const conflict: ProblemDetails = {
  type: 'urn:pathwise:problem:conflict',
  title: 'Conflict',
  status: 409,
  detail: 'The course changed since you loaded it (you have version 3, it is at 4); reload, then apply your change again',
  errors: [{ pointer: '#/body/expectedVersion', detail: 'Stale: the course is at version 4' }],
  traceId: 'trace-409',
};

const noVersions = (courseId: string): CourseVersionsResponse => ({ courseId, currentVersion: 3, versions: [] });

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('Course editor', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../routes/course-edit-route');
  });

  it('sends the loaded version with a save; on a conflict it says so, reloads, keeps the typed text and saves against the new version', async () => {
    const loaded = anAuthoringCourse({ version: 3 });
    const moved = { ...loaded, version: 4, details: { ...loaded.details, subtitle: 'Added by a co-author' } };
    const base = `/api/courses/${loaded.courseId}`;
    const api = stubApi({
      [`GET ${base}/authoring`]: [jsonReply(CourseAuthoringResponse, loaded), jsonReply(CourseAuthoringResponse, moved)],
      [`GET ${base}/versions`]: jsonReply(CourseVersionsResponse, noVersions(loaded.courseId)),
      [`PUT ${base}/details`]: [problemReply(conflict, 'Conflict'), jsonReply(CourseWriteResponse, { courseId: loaded.courseId, version: 5 })],
    });
    renderApp(`/courses/${loaded.courseId}/edit`, { session: instructor() });

    const details = await section('Details');
    const title = details.getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Fractions, the friendly way' } });
    fireEvent.click(details.getByRole('button', { name: 'Save details' }));

    const alert = await details.findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed this course');
    expect(api.to(`PUT ${base}/details`)[0]?.json).toMatchObject({ expectedVersion: 3, title: 'Fractions, the friendly way' });
    await waitFor(() => expect(api.to(`GET ${base}/authoring`)).toHaveLength(2));
    await screen.findByText(/Version 4/);
    expect((details.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Fractions, the friendly way');

    fireEvent.click(details.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(api.to(`PUT ${base}/details`)).toHaveLength(2));
    expect(api.to(`PUT ${base}/details`)[1]?.json).toMatchObject({ expectedVersion: 4, title: 'Fractions, the friendly way' });
    expect(await details.findByText('Saved.')).toBeTruthy();
  });

  it('keeps a lesson’s draft through a conflict and saves it whole against the reloaded version', async () => {
    const loaded = anAuthoringCourse({ version: 7 });
    const base = `/api/courses/${loaded.courseId}`;
    const api = stubApi({
      [`GET ${base}/authoring`]: [jsonReply(CourseAuthoringResponse, loaded), jsonReply(CourseAuthoringResponse, { ...loaded, version: 8 })],
      [`GET ${base}/versions`]: jsonReply(CourseVersionsResponse, noVersions(loaded.courseId)),
      [`PUT ${base}/lessons/lesson-1`]: [problemReply(conflict, 'Conflict'), jsonReply(CourseWriteResponse, { courseId: loaded.courseId, version: 9 })],
    });
    renderApp(`/courses/${loaded.courseId}/edit`, { session: instructor() });

    const content = await section('Modules, lessons and quizzes');
    fireEvent.click(content.getByRole('button', { name: 'Edit lesson What is a half?' }));
    const lesson = within(await content.findByRole('form', { name: 'What is a half?' }));
    // The lesson's text is co-edited live (stored as typed); the form's own fields are what a conflict could lose.
    expect(lesson.getAllByRole('textbox', { name: /lesson text/i }).length).toBeGreaterThan(0);
    fireEvent.change(lesson.getByRole('textbox', { name: 'Lesson title' }), { target: { value: 'Halves, gently' } });
    fireEvent.change(lesson.getByRole('spinbutton', { name: 'Estimated minutes' }), { target: { value: '8' } });
    fireEvent.click(lesson.getByRole('button', { name: 'Save lesson' }));

    expect((await lesson.findByRole('alert')).textContent).toContain('Someone else changed this course');
    await waitFor(() => expect(api.to(`GET ${base}/authoring`)).toHaveLength(2));
    expect((lesson.getByRole('textbox', { name: 'Lesson title' }) as HTMLInputElement).value).toBe('Halves, gently');
    expect((lesson.getByRole('spinbutton', { name: 'Estimated minutes' }) as HTMLInputElement).value).toBe('8');

    fireEvent.click(lesson.getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => expect(api.to(`PUT ${base}/lessons/lesson-1`)).toHaveLength(2));
    expect(api.to(`PUT ${base}/lessons/lesson-1`)[1]?.json).toEqual({
      expectedVersion: 8,
      title: 'Halves, gently',
      estimatedMinutes: 8,
      skillIds: ['skill-halves'],
      blocks: [{ kind: 'text', text: 'A half is one of two equal parts.' }],
    });
  });

  it('shows a save’s field errors beside the fields the problem points at', async () => {
    const loaded = anAuthoringCourse();
    const base = `/api/courses/${loaded.courseId}`;
    const invalid: ProblemDetails = {
      type: 'urn:pathwise:problem:validation',
      title: 'Unprocessable Content',
      status: 422,
      detail: 'Invalid details',
      traceId: 't',
      errors: [{ pointer: '#/body/priceCents', detail: 'A price is a whole number of cents, 0 or more' }],
    };
    stubApi({
      [`GET ${base}/authoring`]: jsonReply(CourseAuthoringResponse, loaded),
      [`GET ${base}/versions`]: jsonReply(CourseVersionsResponse, noVersions(loaded.courseId)),
      [`PUT ${base}/details`]: problemReply(invalid, 'Unprocessable Content'),
    });
    renderApp(`/courses/${loaded.courseId}/edit`, { session: instructor() });

    const details = await section('Details');
    fireEvent.change(details.getByRole('textbox', { name: /Price/ }), { target: { value: 'lots' } });
    fireEvent.click(details.getByRole('button', { name: 'Save details' }));

    expect(await details.findByText('A price is a whole number of cents, 0 or more')).toBeTruthy();
    expect(details.getByRole('textbox', { name: /Price/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows why publishing was refused in the server’s words, not as someone else’s change, and reloads nothing', async () => {
    const loaded = anAuthoringCourse({ status: 'draft' });
    const base = `/api/courses/${loaded.courseId}`;
    const noLessons: ProblemDetails = {
      type: 'urn:pathwise:problem:conflict',
      title: 'Conflict',
      status: 409,
      detail: 'A course needs at least one lesson before it is published.',
      traceId: 't',
    };
    const api = stubApi({
      [`GET ${base}/authoring`]: jsonReply(CourseAuthoringResponse, loaded),
      [`GET ${base}/versions`]: jsonReply(CourseVersionsResponse, noVersions(loaded.courseId)),
      [`POST ${base}/publish`]: problemReply(noLessons, 'Conflict'),
    });
    renderApp(`/courses/${loaded.courseId}/edit`, { session: instructor() });

    const status = await section('Status');
    fireEvent.click(status.getByRole('button', { name: 'Publish' }));

    const alert = await status.findByRole('alert');
    expect(alert.textContent).toBe('A course needs at least one lesson before it is published.');
    expect(status.queryByText(/Someone else changed this course/)).toBeNull();
    expect(api.to(`POST ${base}/publish`)).toHaveLength(1);
    expect(api.to(`GET ${base}/authoring`)).toHaveLength(1);
  });

  it('says so when the plan has its most courses live, and leads to the plans', async () => {
    const loaded = anAuthoringCourse({ status: 'draft' });
    const base = `/api/courses/${loaded.courseId}`;
    const limitReached: ProblemDetails = {
      type: 'urn:pathwise:problem:plan-limit-reached',
      title: 'Plan limit reached',
      status: 403,
      detail: "Your plan's limit of published courses is reached (1 of 1): archive a published course, or move to a plan that allows more.",
      traceId: 't',
    };
    stubApi({
      [`GET ${base}/authoring`]: jsonReply(CourseAuthoringResponse, loaded),
      [`GET ${base}/versions`]: jsonReply(CourseVersionsResponse, noVersions(loaded.courseId)),
      [`POST ${base}/publish`]: problemReply(limitReached, 'Forbidden'),
    });
    renderApp(`/courses/${loaded.courseId}/edit`, { session: instructor() });

    const status = await section('Status');
    expect(status.queryByRole('link', { name: 'Compare plans' })).toBeNull();
    fireEvent.click(status.getByRole('button', { name: 'Publish' }));

    expect((await status.findByRole('alert')).textContent).toContain('(1 of 1)');
    expect(status.getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('uploads a chosen cover as the body of PUT cover, shows it once reloaded at its size, and keeps it when the details are saved next', async () => {
    const loaded = anAuthoringCourse({ version: 3 });
    const cover = '/api/files/course-covers/0b5f3c1e-7a9d-4c2b-9e8f-1a2b3c4d5e6f';
    const covered = { ...loaded, version: 4, details: { ...loaded.details, coverImageUrl: cover } };
    const base = `/api/courses/${loaded.courseId}`;
    const api = stubApi({
      [`GET ${base}/authoring`]: [jsonReply(CourseAuthoringResponse, loaded), jsonReply(CourseAuthoringResponse, covered)],
      [`GET ${base}/versions`]: jsonReply(CourseVersionsResponse, noVersions(loaded.courseId)),
      [`PUT ${base}/cover`]: jsonReply(CourseWriteResponse, { courseId: loaded.courseId, version: 4 }),
      [`PUT ${base}/details`]: jsonReply(CourseWriteResponse, { courseId: loaded.courseId, version: 5 }),
    });
    renderApp(`/courses/${loaded.courseId}/edit`, { session: instructor() });

    const coverSection = await section('Cover image');
    expect(coverSection.getByText(/No cover yet/)).toBeTruthy();
    const input = coverSection.getByLabelText('Choose a cover image');
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp');
    expect(input.getAttribute('aria-describedby')).toContain(coverSection.getByText(/PNG, JPEG or WebP, up to 5 MB/).id);
    const photo = new File([new Uint8Array(2048)], 'cover.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });

    expect(await coverSection.findByText('Cover saved.')).toBeTruthy();
    const [put] = api.to(`PUT ${base}/cover`);
    expect(put?.body).toBe(photo);
    expect(put?.headers.get('content-type')).toBe('image/jpeg');
    const shown = await coverSection.findByRole('img', { name: 'The current cover' });
    expect(shown.getAttribute('src')).toBe(`${cover}?size=card`);
    expect([shown.getAttribute('width'), shown.getAttribute('height'), shown.getAttribute('decoding')]).toEqual(['640', '360', 'async']);
    expect(coverSection.getByLabelText('Choose a new cover image')).toBeTruthy();

    const details = await section('Details');
    expect(details.queryByRole('textbox', { name: /Cover/ })).toBeNull();
    fireEvent.click(details.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(api.to(`PUT ${base}/details`)).toHaveLength(1));
    expect(api.to(`PUT ${base}/details`)[0]?.json).toMatchObject({ expectedVersion: 4, coverImageUrl: cover });
  });

  it('refuses a cover of another type or over 5 MB before sending it, and shows why the server refused one', async () => {
    const loaded = anAuthoringCourse();
    const base = `/api/courses/${loaded.courseId}`;
    const notAnImage: ProblemDetails = {
      type: 'urn:pathwise:problem:invalid-request',
      title: 'Invalid request',
      status: 400,
      detail: '#/body: The file is not a image/png image',
      traceId: 't',
      errors: [{ pointer: '#/body', detail: 'The file is not a image/png image' }],
    };
    const api = stubApi({
      [`GET ${base}/authoring`]: jsonReply(CourseAuthoringResponse, loaded),
      [`GET ${base}/versions`]: jsonReply(CourseVersionsResponse, noVersions(loaded.courseId)),
      [`PUT ${base}/cover`]: problemReply(notAnImage, 'Bad Request'),
    });
    renderApp(`/courses/${loaded.courseId}/edit`, { session: instructor() });
    const coverSection = await section('Cover image');
    const input = coverSection.getByLabelText('Choose a cover image');

    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cover.gif', { type: 'image/gif' })] } });
    expect((await coverSection.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG or WebP image.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cover.png', { type: 'image/png' })] } });
    expect((await coverSection.findByRole('alert')).textContent).toBe('This image is larger than 5 MB. Choose a smaller one.');
    expect(api.to(`PUT ${base}/cover`)).toEqual([]);

    fireEvent.change(input, { target: { files: [new File(['not really'], 'cover.png', { type: 'image/png' })] } });
    await waitFor(() => expect(coverSection.getByRole('alert').textContent).toBe('The file is not a image/png image'));
    expect(api.to(`PUT ${base}/cover`)).toHaveLength(1);
    expect(document.activeElement).toBe(input);
  });

  it('invites a co-author by email and says the invitation was sent and when it takes effect', async () => {
    const loaded = anAuthoringCourse();
    const base = `/api/courses/${loaded.courseId}`;
    const api = stubApi({
      [`GET ${base}/authoring`]: jsonReply(CourseAuthoringResponse, loaded),
      [`GET ${base}/versions`]: jsonReply(CourseVersionsResponse, noVersions(loaded.courseId)),
      [`POST ${base}/co-authors`]: jsonReply(CoAuthorInvitationResponse, { status: 'invited' }, { status: 202 }),
    });
    renderApp(`/courses/${loaded.courseId}/edit`, { session: instructor() });

    const coAuthors = await section('Co-authors');
    fireEvent.change(coAuthors.getByRole('textbox', { name: 'Email of the author to invite' }), { target: { value: ' ada@example.com ' } });
    fireEvent.click(coAuthors.getByRole('button', { name: 'Invite' }));

    expect(
      await coAuthors.findByText('Invitation sent to ada@example.com. They become a co-author when they sign in with this address, or sign up with it.'),
    ).toBeTruthy();
    expect(api.to(`POST ${base}/co-authors`)[0]?.json).toEqual({ email: 'ada@example.com' });
    expect((coAuthors.getByRole('textbox', { name: 'Email of the author to invite' }) as HTMLInputElement).value).toBe('');
  });

  it('compares any two versions in words and restores an earlier one against the loaded version', async () => {
    const loaded = anAuthoringCourse({ version: 3 });
    const base = `/api/courses/${loaded.courseId}`;
    const entry = (version: number, summary: string) => ({ version, type: 'X', summary, actorId: 'u-1', actorName: 'Maya Patel', at: '2025-03-04T09:05:00.000Z', published: version === 2 });
    const api = stubApi({
      [`GET ${base}/authoring`]: jsonReply(CourseAuthoringResponse, loaded),
      [`GET ${base}/versions`]: jsonReply(CourseVersionsResponse, { courseId: loaded.courseId, currentVersion: 3, versions: [entry(3, 'Renamed the course'), entry(2, 'Published this version'), entry(1, 'Drafted the course')] }),
      [`GET ${base}/versions/diff`]: jsonReply(CourseDiffResponse, {
        from: 1,
        to: 3,
        changes: [{ kind: 'changed', label: 'Lesson "What is a half?": text', before: null, after: null, lines: [{ op: '-', text: 'Old line' }, { op: '+', text: 'New line' }] }],
      }),
      [`POST ${base}/versions/1/restore`]: jsonReply(CourseWriteResponse, { courseId: loaded.courseId, version: 4 }),
    });
    renderApp(`/courses/${loaded.courseId}/edit`, { session: instructor() });

    const history = await section('Version history');
    expect(await history.findByRole('cell', { name: 'Renamed the course' })).toBeTruthy();
    fireEvent.change(history.getByRole('combobox', { name: 'From version' }), { target: { value: '1' } });
    fireEvent.click(history.getByRole('button', { name: 'Show changes' }));
    const diff = await history.findByRole('region', { name: 'Changes from version 1 to version 3' });
    expect(diff.textContent).toContain('Changed: Lesson "What is a half?": text');
    // Added and removed lines are said in words, not by colour alone.
    expect(diff.textContent).toContain('removed: - Old line');
    expect(diff.textContent).toContain('added: + New line');
    expect(new URL(api.to(`GET ${base}/versions/diff`)[0]?.url ?? '', 'http://x').search).toBe('?from=1&to=3');

    fireEvent.click(history.getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(api.to(`POST ${base}/versions/1/restore`)).toHaveLength(1));
    expect(api.to(`POST ${base}/versions/1/restore`)[0]?.json).toEqual({ expectedVersion: 3 });
  });
});
