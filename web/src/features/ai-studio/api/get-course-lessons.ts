import { CourseAuthoringResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { aiStudioKeys, authoringPath } from './ai-studio-keys';

/** GET /api/courses/{courseId}/authoring: the course as its authors edit it, its modules' lessons with their blocks. */
export const getCourseLessons = (courseId: string, signal?: AbortSignal) => apiFetch(authoringPath(courseId), { schema: CourseAuthoringResponse, signal });

export const useCourseLessons = (courseId: string | null) =>
  useQuery({
    ...queryOptions({ queryKey: aiStudioKeys.authoring(courseId ?? ''), queryFn: ({ signal }) => getCourseLessons(courseId!, signal) }),
    enabled: courseId !== null,
  });
