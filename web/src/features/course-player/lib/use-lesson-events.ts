import { useEffect, useRef } from 'react';
import { useAuth } from '../../identity';
import { useRecordLearningEvent } from '../api/record-learning-event';
import { scheduleDeferredLoad } from '../../../shared/lib/deferred-loading';
import { deviceType } from './device-type';

interface LessonEventsOptions {
  readonly courseId: string;
  readonly lessonId: string;
  /** Staff previewing a course they are not enrolled in record nothing. */
  readonly record: boolean;
}

/**
 * The spec's lesson_start, recorded once for each lesson opened (dated when it opened), and `complete()` for
 * lesson_complete with the seconds since then. Each event carries its own id, so a retry by the network layer is
 * recognised as a duplicate.
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
    const start = {
      eventId: crypto.randomUUID(),
      eventType: 'lesson_start',
      userId,
      courseId,
      lessonId,
      timeSpent: 0,
      deviceType: deviceType(),
      occurredAt: new Date(openedAt.current).toISOString(),
    } as const;
    // Sent at the deferred moment, dated when the lesson opened: the request and the check of its answer stay off the
    // main thread while the lesson paints and hydrates. The first input sends it, and so does leaving the lesson.
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      mutate(start);
    };
    const cancel = scheduleDeferredLoad(send);
    return () => {
      cancel();
      send();
    };
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

  // Completing is what the learner waits for; the start goes out on its own.
  const completing = recordEvent.isPending && recordEvent.variables?.eventType === 'lesson_complete';
  return { complete, pending: completing, error: recordEvent.error, variables: recordEvent.variables };
}
