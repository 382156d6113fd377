import { NotificationPush, serverSocketEvents } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtime } from '../../../shared/realtime/realtime-context';
import { forumKeys } from '../api/forum-keys';

/**
 * A notification about a reply in this course's forum refreshes the forum: the reader follows that thread, so it
 * may well be open. Sockets notify, queries refetch.
 */
export function useForumLiveUpdates(courseId: string): void {
  const { socket } = useRealtime();
  const queryClient = useQueryClient();
  useEffect(() => {
    const onNotification = (raw: unknown) => {
      const push = NotificationPush.safeParse(raw);
      if (!push.success) return;
      const url = push.data.action?.url ?? '';
      if (url.startsWith(`/courses/${encodeURIComponent(courseId)}/forum`)) {
        void queryClient.invalidateQueries({ queryKey: forumKeys.all(courseId) });
      }
    };
    socket.on(serverSocketEvents.notification, onNotification);
    return () => void socket.off(serverSocketEvents.notification, onNotification);
  }, [socket, queryClient, courseId]);
}
