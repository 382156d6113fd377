import { CourseAuthoringResponse, CourseVersionsResponse, CourseWriteResponse, type Material, MaterialListResponse } from '@pathwise/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAuthoringCourse } from '../../../testing/course-fixtures';
import { stubUploads } from '../../../testing/fake-upload';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';

const course = anAuthoringCourse({ version: 3 });
const base = `/api/courses/${course.courseId}`;
const limits: MaterialListResponse['limits'] = { maxBytes: 1024 * 1024, contentTypes: ['application/pdf', 'image/png'], extensions: ['.pdf', '.png'] };

const uploaded = (url: string): Material => {
  const query = new URL(url, 'http://localhost').searchParams;
  const materialId = query.get('materialId')!;
  return {
    materialId,
    ownerId: 'user-1',
    courseId: query.get('courseId'),
    fileName: query.get('fileName')!,
    contentType: 'image/png',
    sizeBytes: 300,
    sha256: 'b'.repeat(64),
    uploadedAt: '2026-11-20T10:00:00.000Z',
    attachments: [],
    downloadUrl: `/api/materials/${materialId}/download`,
  };
};

/** The browser's image decoder, which jsdom lacks: every pasted image is 800 by 600. */
class DecodingImage {
  src = '';
  naturalWidth = 0;
  naturalHeight = 0;
  decode() {
    this.naturalWidth = 800;
    this.naturalHeight = 600;
    return Promise.resolve();
  }
}

const aPng = (name = 'image.png') => new File([new Uint8Array(300)], name, { type: 'image/png' });

/** A new lesson's form, its title typed, with one text block. */
async function openNewLesson() {
  const api = stubApi({
    [`GET ${base}/authoring`]: jsonReply(CourseAuthoringResponse, course),
    [`GET ${base}/versions`]: jsonReply(CourseVersionsResponse, { courseId: course.courseId, currentVersion: 3, versions: [] }),
    'GET /api/materials': jsonReply(MaterialListResponse, { materials: [], limits }),
    [`POST ${base}/lessons`]: jsonReply(CourseWriteResponse, { courseId: course.courseId, version: 4 }),
  });
  renderApp(`/courses/${course.courseId}/edit`, { session: aSession(aUser({ role: 'instructor', subscription_tier: 'pro' })) });
  const content = within(await screen.findByRole('region', { name: 'Modules, lessons and quizzes' }));
  fireEvent.click(content.getByRole('button', { name: 'Add lesson' }));
  const lesson = within(await content.findByRole('form', { name: 'Add lesson' }));
  fireEvent.change(lesson.getByRole('textbox', { name: 'Lesson title' }), { target: { value: 'Halves' } });
  return { api, lesson, form: () => within(screen.getByRole('form', { name: 'Halves' })) };
}

describe('Images pasted or dropped on a lesson', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../routes/course-edit-route');
  });
  beforeEach(() => {
    vi.stubGlobal('Image', DecodingImage);
    URL.createObjectURL = () => 'blob:pasted';
    URL.revokeObjectURL = () => {};
  });

  it('a pasted image is uploaded for the course and becomes an image block right after the text it was pasted in, sized, its description focused and required to save', async () => {
    const uploads = stubUploads();
    const { api, form } = await openNewLesson();
    fireEvent.click(form().getByRole('button', { name: 'Add video link' }));
    const text = form().getByRole('textbox', { name: 'Text' });
    fireEvent.change(text, { target: { value: '# Halves' } });
    fireEvent.paste(text, { clipboardData: { files: [aPng()], types: ['Files'] } });

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(form().getByText('Uploading image.png…').getAttribute('role')).toBe('status');
    const sent = new URL(uploads[0]!.url, 'http://localhost');
    expect([sent.pathname, sent.searchParams.get('fileName'), sent.searchParams.get('courseId')]).toEqual(['/api/materials', 'image.png', course.courseId]);
    await act(async () => uploads[0]!.respond(201, uploaded(uploads[0]!.url)));

    const image = within(await form().findByRole('group', { name: 'Block 2: Image' }));
    const alt = image.getByRole('textbox', { name: 'Alternative text' });
    await waitFor(() => expect(document.activeElement).toBe(alt));
    expect(form().getByText('image.png is added as an image block. Describe it in its alternative text.').getAttribute('role')).toBe('status');
    expect((image.getByRole('radio', { name: 'image.png' }) as HTMLInputElement).checked).toBe(true);
    expect(image.getByText('800 × 600 pixels')).toBeTruthy();
    expect(form().getByRole('group', { name: /^Block 3: Video/ })).toBeTruthy();

    // Saving without a description is stopped at the field that needs it.
    fireEvent.blur(alt);
    (form().getByRole('textbox', { name: 'Lesson title' }) as HTMLInputElement).focus();
    fireEvent.click(form().getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => expect(document.activeElement).toBe(alt));
    expect(image.getByText('Describe the image: alternative text is required.')).toBeTruthy();
    expect(api.to(`POST ${base}/lessons`)).toHaveLength(0);

    fireEvent.change(alt, { target: { value: 'A pie cut into two halves' } });
    fireEvent.click(form().getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => expect(api.to(`POST ${base}/lessons`)).toHaveLength(1));
    expect(api.to(`POST ${base}/lessons`)[0]?.json).toMatchObject({
      blocks: [
        { kind: 'text', text: '# Halves' },
        { kind: 'image', materialId: sent.searchParams.get('materialId'), alt: 'A pie cut into two halves', caption: '', width: 800, height: 600 },
        { kind: 'video' },
      ],
    });
  });

  it('an image dropped on the list, outside any block, goes last; a text block’s own typing is untouched', async () => {
    const uploads = stubUploads();
    const { form } = await openNewLesson();
    fireEvent.click(form().getByRole('button', { name: 'Add video link' }));
    const blocks = form().getByRole('group', { name: 'Content' });
    const drop = { dataTransfer: { files: [aPng('diagram.png')], types: ['Files'] } };
    fireEvent.dragOver(blocks, drop);
    fireEvent.drop(blocks, drop);
    await waitFor(() => expect(uploads).toHaveLength(1));
    fireEvent.change(form().getByRole('textbox', { name: 'Text' }), { target: { value: 'Typed while it uploads' } });
    await act(async () => uploads[0]!.respond(201, uploaded(uploads[0]!.url)));

    await form().findByRole('group', { name: 'Block 3: Image' });
    expect(within(form().getByRole('group', { name: /^Block 2: Video/ })).getByRole('textbox', { name: 'Caption' })).toBeTruthy();
    expect((form().getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement).value).toBe('Typed while it uploads');
  });

  it('a dropped file that is not an image is refused with the reason, and nothing is sent or added', async () => {
    const uploads = stubUploads();
    const { form } = await openNewLesson();
    fireEvent.drop(form().getByRole('textbox', { name: 'Text' }), { dataTransfer: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })], types: ['Files'] } });
    expect((await form().findByRole('alert')).textContent).toBe('notes.pdf was not uploaded: files of this type are not accepted');
    expect(uploads).toHaveLength(0);
    expect(form().queryByRole('group', { name: /Image/ })).toBeNull();
  });
});
