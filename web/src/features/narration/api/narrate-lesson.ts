import { NarrateLessonResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { courseNarrationPath, narrationKeys } from './narration-keys';

/** POST /api/courses/{courseId}/narration/lessons/{lessonId}: speaks the lesson's paragraphs that have no audio yet. */
export const narrateLesson = ({ courseId, lessonId }: { courseId: string; lessonId: string }) =>
  apiFetch(`${courseNarrationPath(courseId)}/lessons/${encodeURIComponent(lessonId)}`, { method: 'POST', schema: NarrateLessonResponse });

export function useNarrateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: narrateLesson,
    onSuccess: (_, { courseId, lessonId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: narrationKeys.course(courseId) }),
        queryClient.invalidateQueries({ queryKey: narrationKeys.lesson(courseId, lessonId) }),
      ]),
  });
}
