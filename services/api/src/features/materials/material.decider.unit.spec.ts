import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { httpErrorFor } from '../../http/domain-problems.js';
import { InvalidRequestError, NotFoundError, type HttpError } from '../../http/http-errors.js';
import type { DomainErrorCode } from '../../kernel/domain-error.js';
import { deciderSpecification, type Decision } from '../../testing/decider-specification.js';
import { materialDecider, type MaterialCommand, type MaterialEvent, type MaterialUploadedData } from './material.decider.js';

const materialId = 'm-1';
const at = new Date('2026-11-23T09:00:00.000Z');

const given = deciderSpecification(materialDecider, {
  id: materialId,
  recorded: (event, index) => ({ ...event, recordedAt: new Date(at.getTime() + index * 1000) }) as StoredEvent<PathwiseEvent>,
});

const upload = (overrides: Partial<MaterialUploadedData> = {}): MaterialUploadedData => ({
  materialId,
  ownerId: 'creator-1',
  courseId: 'fractions',
  fileName: 'worksheet.pdf',
  contentType: 'application/pdf',
  sizeBytes: 1234,
  sha256: 'a'.repeat(64),
  storageKey: `materials/${materialId}`,
  ...overrides,
});
const uploaded = (overrides: Partial<MaterialUploadedData> = {}): MaterialEvent => ({ type: 'MaterialUploaded', data: upload(overrides) });
const attached = (courseId = 'fractions', lessonId = 'lesson-1'): MaterialEvent => ({ type: 'MaterialAttached', data: { materialId, courseId, lessonId } });
const deleted: MaterialEvent = { type: 'MaterialDeleted', data: { materialId } };
const attach = (courseId = 'fractions', lessonId = 'lesson-1', lessonExists = true): MaterialCommand => ({
  type: 'AttachMaterial',
  data: { courseId, lessonId, lessonExists },
});
const detach = (courseId = 'fractions', lessonId = 'lesson-1'): MaterialCommand => ({ type: 'DetachMaterial', data: { courseId, lessonId } });

/** The refusal a command meets, as the HTTP edge answers it. */
const rejection = (decision: Decision<MaterialEvent>, code?: DomainErrorCode): HttpError => httpErrorFor(decision.rejects(code));

describe('material decider: upload', () => {
  it('records a new upload with what the file is and where its bytes are', () => {
    given().when({ type: 'UploadMaterial', data: upload() }).then([uploaded()]);
  });

  it('appends nothing when the same upload is retried with the same id', () => {
    given(uploaded()).when({ type: 'UploadMaterial', data: upload() }).then([]);
  });

  it('refuses an id already taken by other content, by another owner, or by a deleted material', () => {
    const keyConflict = { status: 409, errors: [{ pointer: '#/query/materialId', detail: 'Already used for a different request' }] };
    expect(rejection(given(uploaded()).when({ type: 'UploadMaterial', data: upload({ sha256: 'b'.repeat(64) }) }))).toMatchObject(keyConflict);
    expect(rejection(given(uploaded()).when({ type: 'UploadMaterial', data: upload({ ownerId: 'someone-else' }) }))).toMatchObject(keyConflict);
    expect(rejection(given(uploaded(), deleted).when({ type: 'UploadMaterial', data: upload() }))).toMatchObject(keyConflict);
  });
});

describe('material decider: attach', () => {
  it('attaches the material to a lesson of its course', () => {
    given(uploaded()).when(attach()).then([attached()]);
  });

  it('attaches a material of no course (a creator library file) to any course lesson', () => {
    given(uploaded({ courseId: null })).when(attach('algebra', 'a-1')).then([attached('algebra', 'a-1')]);
  });

  it('appends nothing when attached again to the same lesson, yet attaches to a second lesson', () => {
    given(uploaded(), attached()).when(attach()).then([]);
    given(uploaded(), attached()).when(attach('fractions', 'lesson-2')).then([attached('fractions', 'lesson-2')]);
  });

  it('refuses a lesson that the course does not have, naming lessonId', () => {
    const error = rejection(given(uploaded()).when(attach('fractions', 'ghost', false)));
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error.errors).toEqual([{ pointer: '#/body/lessonId', detail: 'Course fractions has no lesson ghost' }]);
  });

  it("refuses a lesson of another course than the material's, naming courseId", () => {
    const error = rejection(given(uploaded()).when(attach('algebra', 'a-1')));
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error.errors[0]!.pointer).toBe('#/body/courseId');
  });

  it('refuses an unknown material with 404 and a deleted one with 410', () => {
    expect(rejection(given().when(attach()))).toBeInstanceOf(NotFoundError);
    const gone = rejection(given(uploaded(), deleted).when(attach()), 'gone');
    expect(gone.status).toBe(410);
  });
});

describe('material decider: detach', () => {
  it('detaches the material from a lesson it is attached to', () => {
    given(uploaded(), attached(), attached('fractions', 'lesson-2'))
      .when(detach())
      .then([{ type: 'MaterialDetached', data: { materialId, courseId: 'fractions', lessonId: 'lesson-1' } }]);
  });

  it('appends nothing when the material is not (or no longer) attached there', () => {
    const detachedOnce: MaterialEvent = { type: 'MaterialDetached', data: { materialId, courseId: 'fractions', lessonId: 'lesson-1' } };
    given(uploaded(), attached(), detachedOnce).when(detach()).then([]);
    given(uploaded()).when(detach()).then([]);
  });

  it('refuses an unknown material with 404 and a deleted one with 410', () => {
    expect(rejection(given().when(detach()))).toBeInstanceOf(NotFoundError);
    expect(rejection(given(uploaded(), deleted).when(detach()), 'gone').status).toBe(410);
  });
});

describe('material decider: delete', () => {
  it('deletes the material, which also ends its attachments', () => {
    const { state, when } = given(uploaded(), attached());
    when({ type: 'DeleteMaterial' }).then([deleted]);
    const after = materialDecider.evolve(state, { ...deleted, recordedAt: at } as StoredEvent<PathwiseEvent>);
    expect(after).toMatchObject({ deleted: true, attachments: [] });
  });

  it('appends nothing when deleted again', () => {
    given(uploaded(), deleted).when({ type: 'DeleteMaterial' }).then([]);
  });

  it('refuses an unknown material with 404', () => {
    expect(rejection(given().when({ type: 'DeleteMaterial' }))).toBeInstanceOf(NotFoundError);
  });
});

describe('material state', () => {
  it('remembers when the material was uploaded and the lessons it is attached to', () => {
    const { state } = given(uploaded(), attached(), attached('fractions', 'lesson-2'));
    expect(state.uploadedAt).toEqual(at);
    expect(state.attachments).toEqual([
      { courseId: 'fractions', lessonId: 'lesson-1' },
      { courseId: 'fractions', lessonId: 'lesson-2' },
    ]);
  });
});
