import { CourseWriteResponse, type CreateCourseRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { courseKeys } from './course-keys';

/** POST /api/courses: a new draft; the client picks the id, so a retried create makes one course. */
export function createCourse(request: CreateCourseRequest) {
  return apiFetch('/courses', { method: 'POST', body: request, schema: CourseWriteResponse });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.dashboard }),
  });
}
