import { NarrationJob } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { courseNarrationPath, narrationKeys } from './narration-keys';

/** POST /api/courses/{courseId}/narration/jobs: narrates every lesson in the background. */
export const startCourseNarration = (courseId: string) => apiFetch(`${courseNarrationPath(courseId)}/jobs`, { method: 'POST', schema: NarrationJob });

/** The run shows in the course's view, whose progress is then asked each second until it ends. */
export function useStartCourseNarration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCourseNarration,
    onSuccess: (_, courseId) => queryClient.invalidateQueries({ queryKey: narrationKeys.course(courseId) }),
  });
}
