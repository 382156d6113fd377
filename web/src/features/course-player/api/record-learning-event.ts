import type { RecordLearningEventRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api/learning/events: lesson_start and lesson_complete from the player; the eventId makes a retry harmless. */
export function recordLearningEvent(request: RecordLearningEventRequest) {
  return apiFetch('/learning/events', {
    method: 'POST',
    body: request,
    schema: () => import('./record-learning-event.schemas').then((schemas) => schemas.RecordLearningEventResponse),
  });
}

export function useRecordLearningEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordLearningEvent,
    onSuccess: (_answer, request) =>
      request.eventType === 'lesson_complete' ? queryClient.invalidateQueries({ queryKey: ['courses'] }) : undefined,
  });
}
