import { CourseAssistantAnswer, type AskCourseAssistantRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { sessionQueryKey } from '../../identity';

export type CourseQuestion = AskCourseAssistantRequest & { readonly courseId: string };

/** POST /api/courses/{courseId}/assistant: an answer from the course's lessons, citing them, or "not covered". */
export function askCourseAssistant({ courseId, question }: CourseQuestion): Promise<CourseAssistantAnswer> {
  return apiFetch(`/courses/${encodeURIComponent(courseId)}/assistant`, { method: 'POST', body: { question }, schema: CourseAssistantAnswer });
}

export function useAskCourseAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askCourseAssistant,
    // A model's answer costs a credit, which the bar's balance (read from the session) should show.
    onSuccess: (answer) => {
      if (answer.creditsSpent > 0) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
