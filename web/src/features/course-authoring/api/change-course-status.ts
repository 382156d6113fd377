import { CourseWriteResponse, type courseTransitions } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type CourseTransition = (typeof courseTransitions)[number];

/** POST /api/courses/:courseId/publish | archive | return-to-draft: publishing freezes an immutable version. */
export function changeCourseStatus({ courseId, transition, expectedVersion }: { courseId: string; transition: CourseTransition; expectedVersion: number }) {
  return apiFetch(coursePath(courseId, transition), { method: 'POST', body: { expectedVersion }, schema: CourseWriteResponse });
}

export const useChangeCourseStatus = () => useCourseWrite(changeCourseStatus);
