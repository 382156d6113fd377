import { CourseWriteResponse, type AcceptAiDraftRequest } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type AcceptAiDraftVariables = { courseId: string; lessonId: string } & AcceptAiDraftRequest;

/** POST /api/courses/:courseId/lessons/:lessonId/ai-drafts: the previewed draft, into the lesson or as a quiz for it. */
export function acceptAiDraft({ courseId, lessonId, ...request }: AcceptAiDraftVariables) {
  return apiFetch(coursePath(courseId, 'lessons', lessonId, 'ai-drafts'), { method: 'POST', body: request, schema: CourseWriteResponse });
}

export const useAcceptAiDraft = () => useCourseWrite(acceptAiDraft);
