import { type Material, MaterialListResponse, NotificationsResponse } from '@pathwise/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubUploads } from '../../../testing/fake-upload';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { emptyReply, jsonReply, problemReply, rawReply, stubApi } from '../../../testing/stub-api';

const aMaterial = (overrides: Partial<Material> = {}): Material => {
  const materialId = overrides.materialId ?? crypto.randomUUID();
  return {
    materialId,
    ownerId: 'user-1',
    courseId: null,
    fileName: 'week-1.pdf',
    contentType: 'application/pdf',
    sizeBytes: 2_516_582,
    sha256: 'a'.repeat(64),
    uploadedAt: '2026-11-20T10:00:00.000Z',
    attachments: [],
    downloadUrl: `/api/materials/${materialId}/download`,
    ...overrides,
  };
};
const aList = (materials: Material[], maxBytes = 25 * 1024 * 1024): MaterialListResponse => ({
  materials,
  limits: { maxBytes, contentTypes: ['application/pdf', 'text/plain'], extensions: ['.pdf', '.txt'] },
});

/** The page itself, apart from the shell around it. */
const page = () => within(screen.getByRole('main'));
const openPage = async (language: 'en' | 'es' = 'en') => {
  renderApp('/materials', { session: aSession(aUser({ settings: { preferred_language: language, receive_email_notifications: true } })) });
  await screen.findByRole('heading', { level: 1, name: language === 'es' ? 'Materiales' : 'Materials' });
};
const picker = () => page().getByLabelText('Files to upload') as HTMLInputElement;
const pick = (...files: File[]) => fireEvent.change(picker(), { target: { files } });
const aFile = (name: string, bytes = 100, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

describe('Materials page', () => {
  it('sends a visitor to sign in first', async () => {
    stubApi({});
    const { router } = renderApp('/materials', { session: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lists the materials with type, size, date and lessons, each with Download and Delete', async () => {
    stubApi({
      'GET /api/materials': jsonReply(MaterialListResponse, 
        aList([aMaterial({ fileName: 'week-1.pdf', attachments: [{ courseId: 'c1', lessonId: 'l1' }, { courseId: 'c1', lessonId: 'l2' }] }), aMaterial({ fileName: 'notes.txt', contentType: 'text/plain', sizeBytes: 820 })]),
      ),
    });
    await openPage();
    const table = await page().findByRole('table', { name: 'Your materials' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['week-1.pdf', 'notes.txt']);
    expect(rows[0]!.textContent).toContain('PDF');
    expect(rows[0]!.textContent).toContain('2.4 MB');
    expect(rows[0]!.textContent).toContain('2 lessons');
    expect(rows[1]!.textContent).toContain('820 bytes');
    expect(rows[1]!.textContent).toContain('No lesson yet');
    expect(within(table).getByRole('button', { name: 'Download week-1.pdf' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Delete notes.txt' })).toBeTruthy();
  });

  it('says so when there are no materials yet, and shows a failed load with a retry', async () => {
    stubApi({
      'GET /api/materials': [
        problemReply({ type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'An unexpected error occurred.', traceId: '0'.repeat(32) }, 'Internal Server Error'),
        jsonReply(MaterialListResponse, aList([])),
      ],
    });
    await openPage();
    const alert = await page().findByRole('alert');
    expect(alert.textContent).toContain('Your materials could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await page().findByText('No materials yet. Upload a file to start your library.')).toBeTruthy();
  });

  it('uploads a chosen file with its progress, then puts it in the list', async () => {
    const api = stubApi({ 'GET /api/materials': jsonReply(MaterialListResponse, aList([])), 'GET /api/notifications': jsonReply(NotificationsResponse, { notifications: [], unreadCount: 0 }) });
    const uploads = stubUploads();
    await openPage();
    await page().findByText(/No materials yet/);

    pick(aFile('Week 2.pdf', 1000));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const upload = uploads[0]!;
    expect(upload.method).toBe('POST');
    const url = new URL(upload.url, 'http://localhost');
    expect(url.pathname).toBe('/api/materials');
    expect(url.searchParams.get('fileName')).toBe('Week 2.pdf');
    expect(url.searchParams.get('materialId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(upload.headers['content-type']).toBe('application/pdf');
    expect((upload.body as File).name).toBe('Week 2.pdf');

    act(() => upload.progress(400, 1000));
    expect(page().getByRole('progressbar', { name: 'Uploading Week 2.pdf: 40%' })).toBeTruthy();

    const material = aMaterial({ materialId: url.searchParams.get('materialId')!, fileName: 'Week 2.pdf', sizeBytes: 1000 });
    act(() => upload.respond(201, material));
    expect((await page().findByText('Week 2.pdf is uploaded.')).getAttribute('role')).toBe('status');
    const table = await page().findByRole('table', { name: 'Your materials' });
    expect(within(table).getByRole('rowheader', { name: /Week 2\.pdf/ })).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });

  it('uploads files dropped on the zone', async () => {
    stubApi({ 'GET /api/materials': jsonReply(MaterialListResponse, aList([])) });
    const uploads = stubUploads();
    await openPage();
    const zone = screen.getByTestId('material-drop-zone');
    const files = [aFile('a.pdf'), aFile('b.txt', 10, 'text/plain')];
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'], files: [] } });
    expect(zone.textContent).toContain('Drop the files to upload them');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads.map((upload) => new URL(upload.url, 'http://localhost').searchParams.get('fileName'))).toEqual(['a.pdf', 'b.txt']);
    expect(zone.textContent).toContain('Drag files here, or choose them below.');
  });

  it('refuses a disallowed, an empty or an oversized file before sending anything, saying why', async () => {
    stubApi({ 'GET /api/materials': jsonReply(MaterialListResponse, aList([], 1024)) });
    const uploads = stubUploads();
    await openPage();
    await page().findByText(/No materials yet/);
    expect(page().getByText('PDF, PNG, JPEG, WebP, GIF, text, Markdown, CSV, ZIP, MP3 or MP4, at most 1 kB each.')).toBeTruthy();
    pick(aFile('setup.exe'), aFile('empty.txt', 0, 'text/plain'), aFile('huge.pdf', 2048));
    const alerts = (await page().findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'setup.exe was not uploaded: files of this type are not accepted',
      'empty.txt was not uploaded: the file is empty',
      'huge.pdf was not uploaded: it is larger than 1 kB',
    ]);
    expect(uploads).toHaveLength(0);
  });

  it("shows the server's reason for a refused file, with nothing to retry", async () => {
    stubApi({ 'GET /api/materials': jsonReply(MaterialListResponse, aList([])) });
    const uploads = stubUploads();
    await openPage();
    pick(aFile('fake.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const detail = "The file's content is not a PDF, as its name says it is";
    act(() =>
      uploads[0]!.respond(415, {
        type: 'urn:pathwise:problem:unsupported-media-type',
        title: 'Unsupported Media Type',
        status: 415,
        detail,
        errors: [{ pointer: '#/body', detail }],
        traceId: '0'.repeat(32),
      }),
    );
    expect((await page().findByRole('alert')).textContent).toBe(`fake.pdf was not uploaded: ${detail}`);
    expect(page().queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('retries an upload the server could not take, with the same material id, and it lands', async () => {
    stubApi({ 'GET /api/materials': jsonReply(MaterialListResponse, aList([])) });
    const uploads = stubUploads();
    await openPage();
    pick(aFile('later.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const problem = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Try again later', traceId: '0'.repeat(32) };
    act(() => uploads[0]!.respond(503, problem, 'Service Unavailable'));
    fireEvent.click(await page().findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    const id = (upload: (typeof uploads)[number]) => new URL(upload.url, 'http://localhost').searchParams.get('materialId');
    expect(id(uploads[1]!)).toBe(id(uploads[0]!));
    act(() => uploads[1]!.respond(200, aMaterial({ materialId: id(uploads[0]!)!, fileName: 'later.pdf' })));
    expect(await page().findByText('later.pdf is uploaded.')).toBeTruthy();
    expect(page().queryByRole('alert')).toBeNull();
  });

  it('cancels an upload in progress', async () => {
    stubApi({ 'GET /api/materials': jsonReply(MaterialListResponse, aList([])) });
    const uploads = stubUploads();
    await openPage();
    pick(aFile('slow.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    fireEvent.click(await page().findByRole('button', { name: 'Cancel' }));
    expect(await page().findByText('slow.pdf: upload cancelled.')).toBeTruthy();
    expect(uploads[0]!.aborted).toBe(true);
  });

  it('deletes after a confirmation, announces it, and leaves the row out', async () => {
    const material = aMaterial({ fileName: 'old.pdf' });
    const api = stubApi({
      'GET /api/materials': jsonReply(MaterialListResponse, aList([material])),
      [`DELETE /api/materials/${material.materialId}`]: emptyReply(204),
    });
    await openPage();
    fireEvent.click(await page().findByRole('button', { name: 'Delete old.pdf' }));
    const confirm = page().getByRole('button', { name: 'Delete old.pdf for good' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(api.to(`DELETE /api/materials/${material.materialId}`)).toHaveLength(0);
    fireEvent.click(confirm);
    expect(await page().findByText('No materials yet. Upload a file to start your library.')).toBeTruthy();
    expect(page().getByText('old.pdf is deleted.')).toBeTruthy();
    expect(document.activeElement).toBe(page().getByRole('heading', { name: 'Your materials' }));
    expect(api.to(`DELETE /api/materials/${material.materialId}`)).toHaveLength(1);
  });

  it('downloads through the API and says why a download was refused', async () => {
    const material = aMaterial({ fileName: 'secret.pdf' });
    stubApi({
      'GET /api/materials': jsonReply(MaterialListResponse, aList([material])),
      [`GET ${material.downloadUrl}`]: [
        rawReply('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
        problemReply({ type: 'urn:pathwise:problem:access-denied', title: 'Access Denied', status: 403, detail: 'You can download this material only if it is yours.', traceId: '0'.repeat(32) }, 'Forbidden'),
      ],
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:material');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openPage();
    const button = await page().findByRole('button', { name: 'Download secret.pdf' });
    fireEvent.click(button);
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.4');
    fireEvent.click(button);
    expect((await page().findByRole('alert')).textContent).toBe('secret.pdf could not be downloaded: You can download this material only if it is yours.');
    clicked.mockRestore();
  });

  it('speaks Spanish', async () => {
    stubApi({ 'GET /api/materials': jsonReply(MaterialListResponse, aList([])) });
    await openPage('es');
    expect(page().getByLabelText('Archivos para subir')).toBeTruthy();
    expect(await page().findByText('Aún no hay materiales. Sube un archivo para empezar tu biblioteca.')).toBeTruthy();
  });
});
