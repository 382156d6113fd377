import {
  roomName,
  serverSocketEvents,
  type AdaptiveFeedbackPush,
  type AdaptiveResponsePush,
  type DifficultyAdjustedPush,
  type LearningUpdatePush,
} from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { loadResponseSchema, type ResponseSchema } from '../../../shared/api/api-client';
import { useT } from '../../../shared/i18n';
import { logger } from '../../../shared/lib/logger';
import { useRealtime } from '../../../shared/realtime/realtime-context';
import type { RoomDescriptor } from '../../../shared/realtime/room-subscriptions';
import { useRoom } from '../../../shared/realtime/use-room';
import { notify } from '../../../shared/toasts/notify';
import { adaptiveKeys } from '../api/adaptive-keys';
import { adaptiveStore } from '../lib/adaptive-store';
import type * as AdaptivePushSchemas from './adaptive-push.schemas';
import { adaptiveMessages } from '../messages/adaptive.messages';

/** Spec section 4: a difficulty change is a 4 s info toast, adaptive feedback a 5 s success toast. */
export const DIFFICULTY_TOAST_MS = 4000;
export const FEEDBACK_TOAST_MS = 5000;

/**
 * Calls `handle` with pushes that match the contract; a malformed one is logged and dropped. The schema loads with the
 * first push; pushes are handled in the order they came, each once its schema is there.
 */
function parsed<T>(schema: ResponseSchema<T>, event: string, handle: (push: T) => void) {
  let loaded: ReturnType<typeof loadResponseSchema<T>> | undefined;
  return (raw: unknown) => {
    loaded ??= loadResponseSchema(schema);
    void loaded.then(
      (loadedSchema) => {
        const result = loadedSchema.safeParse(raw);
        if (result.success) handle(result.data);
        else logger.warn(`Ignored a malformed ${event} push`, result.error);
      },
      (error: unknown) => logger.warn(`Could not check a ${event} push`, error),
    );
  };
}

type PushSchemas = typeof AdaptivePushSchemas;

/** The loader of one push's schema, from the module that holds them all. */
const pushSchema =
  <K extends keyof PushSchemas>(name: K) =>
  () =>
    import('./adaptive-push.schemas').then((schemas): PushSchemas[K] => schemas[name]);

/**
 * The signed-in learner's adaptive pushes, app-wide: difficulty changes and feedback become toasts and enter the
 * client's recent lists; progress and learning updates refresh the learner's profile reads (sockets notify,
 * queries refetch). Joins the learner's own room, where the server sends them.
 */
export function useAdaptivePushes(userId: string): void {
  const { socket } = useRealtime();
  const queryClient = useQueryClient();
  const t = useT(adaptiveMessages);
  const ownRoom = roomName('user', userId);
  const room = useMemo<RoomDescriptor>(() => ({ room_id: userId, room_type: 'user' }), [userId]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: adaptiveKeys.live(userId) });

  const onLearningUpdate = (push: LearningUpdatePush) => {
    adaptiveStore.recordLearningEvent(userId, {
      key: `position:${push.position}`,
      eventType: push.event_type,
      courseId: push.course_id,
      lessonId: push.lesson_id,
      occurredAt: new Date().toISOString(),
    });
    refresh();
  };

  const onDifficultyAdjusted = useEffectEvent((push: DifficultyAdjustedPush) => {
    if (push.room !== ownRoom) return;
    adaptiveStore.recordAdjustment(userId, {
      courseId: push.course_id,
      oldLevel: push.old_level,
      newLevel: push.new_level,
      reason: push.reason,
      timestamp: new Date().toISOString(),
    });
    notify.info(
      t('difficultyToast', { old: t(`toastLevel_${push.old_level}`), new: t(`toastLevel_${push.new_level}`), reason: push.reason }),
      { duration: DIFFICULTY_TOAST_MS },
    );
    refresh();
  });

  const onAdaptiveFeedback = useEffectEvent((push: AdaptiveFeedbackPush) => {
    if (push.room !== ownRoom) return;
    notify.success(push.feedback, { duration: FEEDBACK_TOAST_MS });
  });

  const onProgressUpdate = useEffectEvent(() => refresh());

  const onAdaptiveResponse = useEffectEvent((push: AdaptiveResponsePush) => {
    adaptiveStore.recordResponse(userId, { stateOfMind: push.state_of_mind, message: push.message });
  });

  useRoom(room, { onUpdate: onLearningUpdate, onResync: refresh });

  useEffect(() => {
    const listeners: [string, (raw: unknown) => void][] = [
      [serverSocketEvents.difficultyAdjusted, parsed(pushSchema('DifficultyAdjustedPush'), 'difficulty_adjusted', (push) => onDifficultyAdjusted(push))],
      [serverSocketEvents.adaptiveFeedback, parsed(pushSchema('AdaptiveFeedbackPush'), 'adaptive_feedback', (push) => onAdaptiveFeedback(push))],
      [serverSocketEvents.progressUpdate, parsed(pushSchema('ProgressUpdatePush'), 'progress_update', () => onProgressUpdate())],
      [serverSocketEvents.adaptiveResponse, parsed(pushSchema('AdaptiveResponsePush'), 'adaptive_response', (push) => onAdaptiveResponse(push))],
    ];
    for (const [event, listener] of listeners) socket.on(event, listener);
    return () => {
      for (const [event, listener] of listeners) socket.off(event, listener);
    };
  }, [socket]);
}
