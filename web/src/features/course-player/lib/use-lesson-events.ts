import { useEffect, useRef } from 'react';
import { useAuth } from '../../identity';
import { useRecordLearningEvent } from '../api/record-learning-event';
import { deviceType } from './device-type';

interface LessonEventsOptions {
  readonly courseId: string;
  readonly lessonId: string;
  /** Staff previewing a course they are not enrolled in record nothing. */
  readonly record: boolean;
}

/**
 * The spec's lesson_start, sent once when a lesson opens, and `complete()` for lesson_complete with the seconds
 * since then. Each event carries its own id, so a retry by the network layer is recognised as a duplicate.
 */
export function useLessonEvents({ courseId, lessonId, record }: LessonEventsOptions) {
  const auth = useAuth();
  const userId = auth.user?.uid ?? null;
  const recordEvent = useRecordLearningEvent();
  const { mutate } = recordEvent;
  // Set when the lesson opens (in the effect below): rendering stays pure.
  const openedAt = useRef(0);
  // Effects run twice in development's strict mode; a lesson opened once is started once.
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    openedAt.current = Date.now();
    if (!record || !userId || startedFor.current === lessonId) return;
    startedFor.current = lessonId;
    mutate({ eventId: crypto.randomUUID(), eventType: 'lesson_start', userId, courseId, lessonId, timeSpent: 0, deviceType: deviceType() });
  }, [courseId, lessonId, record, userId, mutate]);

  const complete = (onDone: () => void) => {
    if (!record || !userId) {
      onDone();
      return;
    }
    const timeSpent = Math.min(86_400, Math.round((Date.now() - openedAt.current) / 1000));
    mutate(
      { eventId: crypto.randomUUID(), eventType: 'lesson_complete', userId, courseId, lessonId, timeSpent, deviceType: deviceType() },
      { onSuccess: onDone },
    );
  };

  return { complete, pending: recordEvent.isPending, error: recordEvent.error, variables: recordEvent.variables };
}
