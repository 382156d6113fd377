import { AccessDeniedError, InvalidRequestError } from '../../http/http-errors.js';
import type { Actor } from '../../kernel/actor.js';
import { isCourseMember, mayManage } from '../../kernel/course-membership.js';
import type { CourseStanding } from '../../kernel/course-standing.js';
import type { MaterialState } from './material.decider.js';

/** Where the actor stands with a course, asked only when a rule needs it (each answer reads the log). */
export type StandingOf = (courseId: string) => Promise<CourseStanding | null>;

const isAdmin = (actor: Actor) => actor.role === 'admin';

/** A course named in a request must exist; its staff (and admins) manage its materials. */
export function assertCourseStaff(actor: Actor, standing: CourseStanding | null, courseId: string, pointer: string): void {
  if (!standing) throw new InvalidRequestError([{ pointer, detail: `There is no course ${courseId}` }]);
  if (mayManage(standing, isAdmin(actor))) return;
  throw new AccessDeniedError("Only the course's creator and co-authors can manage its materials.");
}

/**
 * Who may see and download a material: its owner, the staff of the course it was uploaded for, the staff and the
 * enrolled learners of any course it is attached to, and admins. Attachment is what shares a file with learners.
 */
export async function mayReadMaterial(actor: Actor, material: MaterialState, standingOf: StandingOf): Promise<boolean> {
  if (!material.uploaded) return false;
  if (material.uploaded.ownerId === actor.userId || isAdmin(actor)) return true;
  if (material.uploaded.courseId && (await standingOf(material.uploaded.courseId))?.isStaff) return true;
  for (const courseId of new Set(material.attachments.map((ref) => ref.courseId))) {
    const standing = await standingOf(courseId);
    if (standing && isCourseMember(standing)) return true;
  }
  return false;
}

export async function assertMayReadMaterial(actor: Actor, material: MaterialState, standingOf: StandingOf): Promise<void> {
  if (await mayReadMaterial(actor, material, standingOf)) return;
  throw new AccessDeniedError('You can download this material only if it is yours, or attached to a course you teach or are enrolled in.');
}

/** Deleting is for the owner, the staff of the course it was uploaded for, and admins. */
export async function assertMayDeleteMaterial(actor: Actor, material: MaterialState, standingOf: StandingOf): Promise<void> {
  const uploaded = material.uploaded;
  if (!uploaded || uploaded.ownerId === actor.userId || isAdmin(actor)) return;
  if (uploaded.courseId && (await standingOf(uploaded.courseId))?.isStaff) return;
  throw new AccessDeniedError("Only the material's owner, its course's creator and co-authors can delete it.");
}

/**
 * Attaching shares the file with a course's learners, so it takes both: being staff of that course, and having the
 * material to share (owning it, or it having been uploaded for that very course). Nobody shares another's file.
 */
export function assertMayAttach(actor: Actor, material: MaterialState, target: CourseStanding | null, courseId: string): void {
  assertCourseStaff(actor, target, courseId, '#/body/courseId');
  const uploaded = material.uploaded;
  if (!uploaded || isAdmin(actor) || uploaded.ownerId === actor.userId || uploaded.courseId === courseId) return;
  throw new AccessDeniedError('You can attach only your own materials, or materials of this course.');
}

/** Detaching is for the staff of the course, the material's owner, and admins. */
export function assertMayDetach(actor: Actor, material: MaterialState, standing: CourseStanding | null): void {
  if (standing?.isStaff || isAdmin(actor) || material.uploaded?.ownerId === actor.userId) return;
  throw new AccessDeniedError("Only the course's creator and co-authors can detach its materials.");
}
