import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { courseKeys } from './course-keys';

/** POST /api/courses/:courseId/enrol: free published courses only; a second call is a harmless duplicate. */
export function enrolInCourse(courseId: string) {
  return apiFetch(`/courses/${encodeURIComponent(courseId)}/enrol`, {
    method: 'POST',
    body: {},
    schema: () => import('./courses-responses.schemas').then((schemas) => schemas.EnrolResponse),
  });
}

export function useEnrolInCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolInCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
