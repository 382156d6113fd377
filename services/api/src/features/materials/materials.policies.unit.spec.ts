import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { AccessDeniedError, InvalidRequestError } from '../../http/http-errors.js';
import type { CourseStanding } from '../../kernel/course-standing.js';
import type { Actor } from '../../kernel/actor.js';
import { materialDecider, type MaterialEvent } from './material.decider.js';
import { assertCourseStaff, assertMayAttach, assertMayDeleteMaterial, assertMayDetach, mayReadMaterial } from './materials.policies.js';

const actor = (userId: string, role: Actor['role'] = 'creator'): Actor => ({ userId, role, tier: 'free', sessionId: 's', via: 'bearer' });
const standing = (courseId: string, facts: Partial<Pick<CourseStanding, 'isStaff' | 'isEnrolled'>> = {}): CourseStanding => ({
  courseId,
  title: 'Course',
  status: 'published',
  creatorId: 'creator',
  coAuthorIds: [],
  isStaff: false,
  isEnrolled: false,
  publishedVersion: 1,
  ...facts,
});
const material = (courseId: string | null, ...attachedTo: string[]) => {
  const events: MaterialEvent[] = [
    {
      type: 'MaterialUploaded',
      data: { materialId: 'm', ownerId: 'owner', courseId, fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 1, sha256: 'a'.repeat(64), storageKey: 'materials/m/k' },
    },
    ...attachedTo.map((attached): MaterialEvent => ({ type: 'MaterialAttached', data: { materialId: 'm', courseId: attached, lessonId: 'l1' } })),
  ];
  return events.reduce((state, event) => materialDecider.evolve(state, { ...event, recordedAt: new Date() } as StoredEvent<PathwiseEvent>), materialDecider.initialState('m'));
};
/** The standings one user has, by course; courses not listed do not exist. */
const standings = (...known: CourseStanding[]) => async (courseId: string) => known.find((entry) => entry.courseId === courseId) ?? null;

describe('who may read a material', () => {
  it('lets the owner and admins read it, whatever its courses', async () => {
    expect(await mayReadMaterial(actor('owner'), material(null), standings())).toBe(true);
    expect(await mayReadMaterial(actor('admin', 'admin'), material(null), standings())).toBe(true);
  });

  it("lets the staff of the course it was uploaded for read it before it is attached, but not that course's learners", async () => {
    expect(await mayReadMaterial(actor('teacher'), material('c1'), standings(standing('c1', { isStaff: true })))).toBe(true);
    expect(await mayReadMaterial(actor('learner'), material('c1'), standings(standing('c1', { isEnrolled: true })))).toBe(false);
  });

  it('lets learners enrolled in a course it is attached to read it, and nobody else', async () => {
    const attached = material('c1', 'c1');
    expect(await mayReadMaterial(actor('learner'), attached, standings(standing('c1', { isEnrolled: true })))).toBe(true);
    expect(await mayReadMaterial(actor('stranger'), attached, standings(standing('c1')))).toBe(false);
    expect(await mayReadMaterial(actor('elsewhere'), attached, standings(standing('c2', { isEnrolled: true })))).toBe(false);
  });
});

describe('who may change a material', () => {
  it('names an unknown course as a field, and refuses one the actor does not teach', () => {
    expect(() => assertCourseStaff(actor('u'), null, 'ghost', '#/query/courseId')).toThrow(InvalidRequestError);
    expect(() => assertCourseStaff(actor('u'), standing('c1', { isEnrolled: true }), 'c1', '#/query/courseId')).toThrow(AccessDeniedError);
    expect(() => assertCourseStaff(actor('u'), standing('c1', { isStaff: true }), 'c1', '#/query/courseId')).not.toThrow();
    expect(() => assertCourseStaff(actor('a', 'admin'), standing('c1'), 'c1', '#/query/courseId')).not.toThrow();
  });

  it("attaches only for the target course's staff, and only one's own material or the course's own", () => {
    const staffOfC1 = standing('c1', { isStaff: true });
    expect(() => assertMayAttach(actor('owner'), material(null), staffOfC1, 'c1')).not.toThrow();
    expect(() => assertMayAttach(actor('teacher'), material('c1'), staffOfC1, 'c1')).not.toThrow();
    expect(() => assertMayAttach(actor('teacher'), material(null), staffOfC1, 'c1')).toThrow(AccessDeniedError);
    expect(() => assertMayAttach(actor('owner'), material(null), standing('c1'), 'c1')).toThrow(AccessDeniedError);
  });

  it('detaches for course staff, the owner and admins', () => {
    expect(() => assertMayDetach(actor('teacher'), material('c1', 'c1'), standing('c1', { isStaff: true }))).not.toThrow();
    expect(() => assertMayDetach(actor('owner'), material('c1', 'c1'), standing('c1'))).not.toThrow();
    expect(() => assertMayDetach(actor('learner'), material('c1', 'c1'), standing('c1', { isEnrolled: true }))).toThrow(AccessDeniedError);
  });

  it("deletes for the owner, its course's staff and admins, not for a course it is merely attached to", async () => {
    await expect(assertMayDeleteMaterial(actor('owner'), material('c1'), standings())).resolves.toBeUndefined();
    await expect(assertMayDeleteMaterial(actor('teacher'), material('c1'), standings(standing('c1', { isStaff: true })))).resolves.toBeUndefined();
    await expect(assertMayDeleteMaterial(actor('a', 'admin'), material(null), standings())).resolves.toBeUndefined();
    await expect(assertMayDeleteMaterial(actor('teacher'), material(null, 'c2'), standings(standing('c2', { isStaff: true })))).rejects.toThrow(
      AccessDeniedError,
    );
  });
});
