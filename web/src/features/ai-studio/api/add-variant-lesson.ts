import { CourseWriteResponse, type AddLessonRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { aiStudioKeys } from './ai-studio-keys';

/** POST /api/courses/{courseId}/lessons: the variant saved as a new lesson beside the one it was made from. */
export const addVariantLesson = ({ courseId, lesson }: { courseId: string; lesson: AddLessonRequest }) =>
  apiFetch(`/courses/${encodeURIComponent(courseId)}/lessons`, { method: 'POST', body: lesson, schema: CourseWriteResponse });

/** The course is read again: its version moved, and the new lesson is one to pick from. */
export function useAddVariantLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVariantLesson,
    onSuccess: (_, { courseId }) => queryClient.invalidateQueries({ queryKey: aiStudioKeys.authoring(courseId) }),
  });
}
