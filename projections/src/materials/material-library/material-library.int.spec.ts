import { randomUUID } from 'node:crypto';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { rebuildProjection } from '../../runner/rebuild.js';
import { dumpTable } from '../../testing/learning-events.js';
import { MATERIAL_ATTACHMENTS, MATERIALS, materialLibraryProjection } from './material-library.projection.js';
import { listMaterialsOfCourse, listMaterialsOfOwner } from './material-library.queries.js';

describe.each(testDatabaseKinds)('materials projection on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });
  const rebuild = () => rebuildProjection({ database: fixture.database, store: fixture.store, projection: materialLibraryProjection, batchSize: 7 });

  const upload = async (ownerId: string, courseId: string | null, fileName: string) => {
    const materialId = randomUUID();
    const data = { materialId, ownerId, courseId, fileName, contentType: 'application/pdf', sizeBytes: 10, sha256: 'c'.repeat(64), storageKey: `materials/${materialId}/k` };
    await fixture.store.append(`material-${materialId}`, [{ type: 'MaterialUploaded', data }], { expectedVersion: 'no_stream' });
    return materialId;
  };
  const append = (materialId: string, event: PathwiseEvent) => fixture.store.append(`material-${materialId}`, [event], { expectedVersion: 'any' });

  it("lists a person's materials and a course's, with their lessons, leaving detached lessons and deleted files out", async () => {
    const owner = `owner-${randomUUID()}`;
    const course = `course-${randomUUID().slice(0, 8)}`;
    const own = await upload(owner, null, 'library.pdf');
    const forCourse = await upload(owner, course, 'week-1.pdf');
    const gone = await upload(owner, course, 'old.pdf');
    await append(own, { type: 'MaterialAttached', data: { materialId: own, courseId: course, lessonId: 'l2' } });
    await append(forCourse, { type: 'MaterialAttached', data: { materialId: forCourse, courseId: course, lessonId: 'l1' } });
    await append(forCourse, { type: 'MaterialAttached', data: { materialId: forCourse, courseId: course, lessonId: 'l3' } });
    await append(forCourse, { type: 'MaterialDetached', data: { materialId: forCourse, courseId: course, lessonId: 'l3' } });
    await append(gone, { type: 'MaterialAttached', data: { materialId: gone, courseId: course, lessonId: 'l1' } });
    await append(gone, { type: 'MaterialDeleted', data: { materialId: gone } });
    await upload(`someone-${randomUUID()}`, null, 'not-mine.pdf');
    await rebuild();

    const mine = await listMaterialsOfOwner(fixture.database.db, owner);
    expect(mine.map((material) => material.fileName).sort()).toEqual(['library.pdf', 'week-1.pdf']);
    const ofCourse = await listMaterialsOfCourse(fixture.database.db, course);
    expect(ofCourse.map((material) => [material.fileName, material.attachments]).sort()).toEqual([
      ['library.pdf', [{ courseId: course, lessonId: 'l2' }]],
      ['week-1.pdf', [{ courseId: course, lessonId: 'l1' }]],
    ]);
    expect(ofCourse[0]).toMatchObject({ ownerId: owner, contentType: 'application/pdf', sizeBytes: 10, uploadedAt: expect.any(Date) });
    expect(await listMaterialsOfCourse(fixture.database.db, 'no-such-course')).toEqual([]);
  });

  it('gives an identical read model when replayed twice', async () => {
    const owner = `replay-${randomUUID()}`;
    for (let index = 0; index < 12; index++) {
      const materialId = await upload(owner, index % 2 ? 'replayed' : null, `file-${index}.pdf`);
      if (index % 3 === 0) await append(materialId, { type: 'MaterialAttached', data: { materialId, courseId: 'replayed', lessonId: `l${index}` } });
      if (index % 4 === 0) await append(materialId, { type: 'MaterialDeleted', data: { materialId } });
    }
    const dump = async () =>
      [await dumpTable(fixture.database.db, LIVE_SCHEMA, MATERIALS), await dumpTable(fixture.database.db, LIVE_SCHEMA, MATERIAL_ATTACHMENTS)].join('\n--\n');
    await rebuild();
    const first = await dump();
    await rebuild();
    expect(await dump()).toBe(first);
    expect((await listMaterialsOfOwner(fixture.database.db, owner)).length).toBe(9);
  });
});
