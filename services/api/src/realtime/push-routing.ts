import { PLATFORM_ROOM_ID, lessonRoomId, roomName, serverSocketEvents, type ServerSocketEvent } from '@pathwise/contracts';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';

export interface Push {
  readonly room: string;
  readonly event: ServerSocketEvent;
  readonly payload: { readonly room: string; readonly position: string } & Record<string, unknown>;
}

/**
 * Which rooms hear of an event, and what they are told: ids and a position, never a whole read model, so that
 * clients refetch through the API, where access is checked. Public rooms never learn who did something.
 */
export function pushesFor(event: StoredEvent<PathwiseEvent>): Push[] {
  const position = event.position.toString();
  switch (event.type) {
    case 'LearningEventRecorded': {
      const { learnerId, courseId, lessonId, eventType } = event.data;
      const update = { position, event_type: eventType, course_id: courseId, lesson_id: lessonId };
      const own = roomName('user', learnerId);
      const course = roomName('course', courseId);
      const platform = roomName('platform', PLATFORM_ROOM_ID);
      return [
        { room: own, event: serverSocketEvents.learningUpdate, payload: { room: own, ...update, user_id: learnerId } },
        // Any signed-in user may listen to a course room, so it hears what happened there but not who did it.
        { room: course, event: serverSocketEvents.learningUpdate, payload: { room: course, ...update } },
        { room: platform, event: serverSocketEvents.learningUpdate, payload: { room: platform, ...update } },
      ];
    }
    case 'NotificationRaised': {
      // Only the owner hears their own room, so the push carries the notification itself (spec section 3).
      const { userId, notificationId, type, title, message, priority, action, source } = event.data;
      const own = roomName('user', userId);
      return [
        {
          room: own,
          event: serverSocketEvents.notification,
          // The source (ids only) lets an open page react to what concerns it: the player, to a certificate of its course.
          payload: { room: own, position, notification_id: notificationId, type, title, message, priority, action, source: snakeCased(source) },
        },
      ];
    }
    case 'LessonDocumentUpdated': {
      // Co-editing changes are the document itself, not a read model: only course staff can be in a lesson room.
      const { courseId, lessonId, update, authorId } = event.data;
      const roomId = lessonRoomId(courseId, lessonId);
      const room = roomName('lesson', roomId);
      const payload = { kind: 'changes', room, room_id: roomId, position, changes: update, author_id: authorId };
      return [{ room, event: serverSocketEvents.contentCollaboration, payload }];
    }
    case 'SkillMasteryUpdated': {
      // Open dashboards refetch the profile; the push names only the course and the skills that moved.
      const own = roomName('user', event.data.learnerId);
      const skillIds = event.data.skills.map((skill) => skill.skillId);
      return [{ room: own, event: serverSocketEvents.progressUpdate, payload: { room: own, position, course_id: event.data.courseId, skill_ids: skillIds } }];
    }
    case 'DifficultyAdjusted': {
      // The learner's own room only: the toast 'Difficulty changed from X to Y: reason' (spec section 5).
      const { learnerId, courseId, oldLevel, newLevel, reason } = event.data;
      const own = roomName('user', learnerId);
      return [
        {
          room: own,
          event: serverSocketEvents.difficultyAdjusted,
          payload: { room: own, position, course_id: courseId, old_level: oldLevel, new_level: newLevel, reason },
        },
      ];
    }
    case 'AdaptiveFeedbackGiven': {
      const { learnerId, courseId, attemptId, feedback } = event.data;
      const own = roomName('user', learnerId);
      return [
        { room: own, event: serverSocketEvents.adaptiveFeedback, payload: { room: own, position, course_id: courseId, attempt_id: attemptId, feedback } },
      ];
    }
    default:
      // Account, course and other events push nothing yet; their features add routes here.
      return [];
  }
}

/** A payload's keys as the socket events write them: `courseId` becomes `course_id`. */
function snakeCased(value: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(value).map(([key, each]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), each]));
}

/** The event types that produce pushes; the gateway reads only these. */
export const pushingEventTypes: readonly PathwiseEvent['type'][] = [
  'LearningEventRecorded',
  'LessonDocumentUpdated',
  'NotificationRaised',
  'SkillMasteryUpdated',
  'DifficultyAdjusted',
  'AdaptiveFeedbackGiven',
];
