import { serverSocketEvents } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { z } from 'zod';
import { useRealtime } from '../../../shared/realtime/realtime-context';
import type { RoomDescriptor } from '../../../shared/realtime/room-subscriptions';
import { useRoom } from '../../../shared/realtime/use-room';
import { gamificationKeys } from '../api/gamification-keys';
import type { AchievementToast } from '../components/achievement-toasts';

/** Spec section 4: these notification types become achievement toasts. */
export const achievementNotificationTypes: readonly string[] = ['achievement', 'level_up'];

/** Read loosely: level_up comes from the AI orchestrator, outside the notification contract's types. */
const AchievementNotice = z.object({
  type: z.string(),
  title: z.string(),
  message: z.string().optional(),
  notification_id: z.string().optional(),
  position: z.string().optional(),
});

/**
 * Refreshes the XP bar, achievements and rewards on every push that can change them (notification, learning_update,
 * progress_update) and hands achievement notifications to `onAchievement`.
 */
export function useGamificationPushes(userId: string, onAchievement: (toast: AchievementToast) => void): void {
  const { socket } = useRealtime();
  const queryClient = useQueryClient();
  const room = useMemo<RoomDescriptor>(() => ({ room_id: userId, room_type: 'user' }), [userId]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
  useRoom(room, { onResync: refresh });

  const onNotification = useEffectEvent((raw: unknown) => {
    refresh();
    const notice = AchievementNotice.safeParse(raw);
    if (!notice.success || !achievementNotificationTypes.includes(notice.data.type)) return;
    const { title, message = '', notification_id, position } = notice.data;
    onAchievement({ key: notification_id ?? position ?? `${title}:${Date.now()}`, title, message });
  });
  const onProgress = useEffectEvent(() => refresh());

  useEffect(() => {
    const handleNotification = (raw: unknown) => onNotification(raw);
    const handleProgress = () => onProgress();
    socket.on(serverSocketEvents.notification, handleNotification);
    socket.on(serverSocketEvents.learningUpdate, handleProgress);
    socket.on(serverSocketEvents.progressUpdate, handleProgress);
    return () => {
      socket.off(serverSocketEvents.notification, handleNotification);
      socket.off(serverSocketEvents.learningUpdate, handleProgress);
      socket.off(serverSocketEvents.progressUpdate, handleProgress);
    };
  }, [socket]);
}
