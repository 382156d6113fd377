import { type Material, MaterialListResponse } from '@pathwise/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubUploads } from '../../../testing/fake-upload';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderWidget } from '../../../testing/render-widget';
import { deferredReply, jsonReply, problemReply, stubApi } from '../../../testing/stub-api';
import { lessonFromDraft, newBlock, type BlockDraft } from '../lib/lesson-draft';
import { AudioBlockEditor } from './audio-block-editor';
import { ImageBlockEditor } from './image-block-editor';

const courseId = 'course-1';
const materialsRoute = 'GET /api/materials';

/** An editor with the blocks it would save, as JSON, beside it. */
function Editing({ kind }: { kind: 'image' | 'audio' }) {
  const [block, setBlock] = useState<BlockDraft>(() => newBlock(kind));
  const saved = lessonFromDraft({ title: 'T', estimatedMinutes: '5', skillIds: [], blocks: [block] }).blocks;
  return (
    <>
      {block.kind === 'image' && <ImageBlockEditor courseId={courseId} block={block} onChange={setBlock} />}
      {block.kind === 'audio' && <AudioBlockEditor courseId={courseId} block={block} onChange={setBlock} />}
      <output data-testid="saved">{JSON.stringify(saved)}</output>
    </>
  );
}

const saved = () => JSON.parse(screen.getByTestId('saved').textContent!) as unknown;
const open = (kind: 'image' | 'audio') => renderWidget(<Editing kind={kind} />, { session: aSession(aUser({ role: 'instructor' })) });

const aMaterial = (fileName: string, contentType: string, overrides: Partial<Material> = {}): Material => {
  const materialId = overrides.materialId ?? crypto.randomUUID();
  return {
    materialId,
    ownerId: 'user-1',
    courseId,
    fileName,
    contentType,
    sizeBytes: 2048,
    sha256: 'a'.repeat(64),
    uploadedAt: '2026-11-20T10:00:00.000Z',
    attachments: [],
    downloadUrl: `/api/materials/${materialId}/download`,
    ...overrides,
  };
};
const aList = (materials: Material[]): MaterialListResponse => ({
  materials,
  limits: { maxBytes: 1024 * 1024, contentTypes: ['application/pdf', 'image/png', 'image/jpeg', 'audio/mpeg'], extensions: ['.pdf', '.png', '.jpg', '.jpeg', '.mp3'] },
});

/** The browser's image decoder, which jsdom lacks: every image decodes at the size its address names (`...#640x480`), or 640 by 480. */
class DecodingImage {
  src = '';
  naturalWidth = 0;
  naturalHeight = 0;
  decode() {
    const [width, height] = /#(\d+)x(\d+)$/.exec(this.src)?.slice(1).map(Number) ?? [640, 480];
    this.naturalWidth = width!;
    this.naturalHeight = height!;
    return Promise.resolve();
  }
}

const picker = (name: RegExp) => within(screen.getByRole('group', { name }));
/** What the page shows once its requests are answered; the fake clock moves while it looks. */
const shown = <T,>(find: () => T) => vi.waitFor(find);

describe('Lesson block editors', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('Image', DecodingImage);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pasted#800x600', revokeObjectURL: () => {} }));
  });

  it('image: lists only the course’s images, by name with a thumbnail, and fills the chosen one’s id and natural size', async () => {
    const pie = aMaterial('pie.png', 'image/png', { materialId: 'img-pie', downloadUrl: '/api/materials/img-pie/download#1200x900' });
    const api = stubApi({ [materialsRoute]: jsonReply(MaterialListResponse, aList([pie, aMaterial('worksheet.pdf', 'application/pdf'), aMaterial('bar.jpg', 'image/jpeg')])) });
    await open('image');
    await shown(() => screen.getByRole('radio', { name: 'pie.png' }));
    expect(api.to(materialsRoute)[0]?.url).toBe('/api/materials?courseId=course-1');
    const images = picker(/Image, from this course’s materials/);
    expect(images.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['pie.png', 'bar.jpg']);
    expect(images.getByRole('radio', { name: 'pie.png' }).closest('label')?.querySelector('img')?.getAttribute('src')).toBe(pie.downloadUrl);

    fireEvent.click(images.getByRole('radio', { name: 'pie.png' }));
    expect((images.getByRole('radio', { name: 'pie.png' }) as HTMLInputElement).checked).toBe(true);
    await shown(() => screen.getByText('1200 × 900 pixels'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Alternative text' }), { target: { value: 'A pie in halves' } });
    expect(saved()).toEqual([{ kind: 'image', materialId: 'img-pie', alt: 'A pie in halves', caption: '', width: 1200, height: 900 }]);
  });

  it('image: says how to add one when the course has none, and uploads a new one for the course, chosen with its size', async () => {
    const uploads = stubUploads();
    stubApi({ [materialsRoute]: jsonReply(MaterialListResponse, aList([])) });
    await open('image');
    await shown(() => screen.getByText(/This course has no images yet. Upload one below/));

    const file = new File([new Uint8Array(300)], 'halves.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload a new image'), { target: { files: [file] } });
    await shown(() => expect(uploads).toHaveLength(1));
    expect(picker(/Image, from/).getByRole('status').textContent).toBe('Uploading halves.png…');
    const sent = new URL(uploads[0]!.url, 'http://localhost');
    expect([sent.pathname, sent.searchParams.get('fileName'), sent.searchParams.get('courseId')]).toEqual(['/api/materials', 'halves.png', courseId]);
    const uploaded = aMaterial('halves.png', 'image/png', { materialId: sent.searchParams.get('materialId')! });
    await act(async () => uploads[0]!.respond(201, uploaded));

    await shown(() => expect((screen.getByRole('radio', { name: 'halves.png' }) as HTMLInputElement).checked).toBe(true));
    await shown(() => expect(saved()).toMatchObject([{ kind: 'image', materialId: uploaded.materialId, width: 800, height: 600 }]));
  });

  it('image: refuses a file of another type before sending it, in the materials page’s words', async () => {
    const uploads = stubUploads();
    stubApi({ [materialsRoute]: jsonReply(MaterialListResponse, aList([])) });
    await open('image');
    fireEvent.change(screen.getByLabelText('Upload a new image'), { target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect((await shown(() => screen.getByRole('alert'))).textContent).toBe('notes.pdf was not uploaded: files of this type are not accepted');
    expect(uploads).toHaveLength(0);
    expect(saved()).toMatchObject([{ materialId: '' }]);
  });

  it('image: shows the list loading, then a failed load with a retry that brings the list', async () => {
    const failure = { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'An unexpected error occurred.', traceId: '0'.repeat(32) };
    const failed = deferredReply(problemReply(failure, 'Internal Server Error'));
    stubApi({ [materialsRoute]: [failed.reply, jsonReply(MaterialListResponse, aList([aMaterial('pie.png', 'image/png')]))] });
    await open('image');
    expect(picker(/Image, from/).getByRole('status').textContent).toBe('Loading the course’s materials…');
    await act(() => failed.release());
    const alert = await shown(() => screen.getByRole('alert'));
    expect(alert.textContent).toContain('The course’s materials could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await shown(() => screen.getByRole('radio', { name: 'pie.png' }));
  });

  it('image: says when the description is missing once the author has left the field', async () => {
    stubApi({ [materialsRoute]: jsonReply(MaterialListResponse, aList([])) });
    await open('image');
    const alt = screen.getByRole('textbox', { name: 'Alternative text' });
    fireEvent.blur(alt);
    expect(screen.getByText('Describe the image: alternative text is required.')).toBeTruthy();
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(alt, { target: { value: 'A pie in halves' } });
    expect(screen.queryByText('Describe the image: alternative text is required.')).toBeNull();
  });

  it('audio: lists only the course’s recordings and writes the chosen one, with a transcript sent only when there is one', async () => {
    stubApi({ [materialsRoute]: jsonReply(MaterialListResponse, aList([aMaterial('pie.png', 'image/png'), aMaterial('halves.mp3', 'audio/mpeg', { materialId: 'aud-1' })])) });
    await open('audio');
    await shown(() => screen.getByRole('radio', { name: 'halves.mp3' }));
    const recordings = picker(/Recording, from this course’s materials/);
    expect(recordings.getAllByRole('radio')).toHaveLength(1);
    fireEvent.click(recordings.getByRole('radio', { name: 'halves.mp3' }));
    const transcript = screen.getByRole('textbox', { name: 'Transcript' });
    fireEvent.change(transcript, { target: { value: 'One half and one half.' } });
    expect(saved()).toEqual([{ kind: 'audio', materialId: 'aud-1', caption: '', transcript: 'One half and one half.' }]);
    fireEvent.change(transcript, { target: { value: '' } });
    expect(saved()).toEqual([{ kind: 'audio', materialId: 'aud-1', caption: '' }]);
  });

  it('save a check-yourself question as a quiz item, its numbers read from what was typed', () => {
    const block = newBlock('check');
    if (block.kind !== 'check') throw new Error('a check block');
    const draft = { ...block, item: { ...block.item, kind: 'numeric' as const, options: [], prompt: 'Half of 1?', numeric: { value: '0,5', tolerance: '0', unit: '' } } };
    const [item] = lessonFromDraft({ title: 'T', estimatedMinutes: '5', skillIds: [], blocks: [draft] }).blocks;
    expect(item).toMatchObject({ kind: 'check', item: { kind: 'numeric', prompt: 'Half of 1?', options: [], answerKey: { numeric: { value: 0.5, tolerance: 0, unit: '' } } } });
  });
});
