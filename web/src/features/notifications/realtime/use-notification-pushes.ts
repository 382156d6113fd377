import { serverSocketEvents } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useRealtime } from '../../../shared/realtime/realtime-context';
import type { RoomDescriptor } from '../../../shared/realtime/room-subscriptions';
import { useRoom } from '../../../shared/realtime/use-room';
import { notificationsQueryKey } from '../api/get-notifications';

/**
 * Keeps the signed-in user in their own room (user:<id>), where the server pushes `notification`; each push, and a
 * resync after a long disconnect, refetches the inbox.
 */
export function useNotificationPushes(userId: string): void {
  const { socket } = useRealtime();
  const queryClient = useQueryClient();
  const room = useMemo<RoomDescriptor>(() => ({ room_id: userId, room_type: 'user' }), [userId]);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  useRoom(room, { onResync: refetch });

  useEffect(() => {
    const onNotification = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    socket.on(serverSocketEvents.notification, onNotification);
    return () => void socket.off(serverSocketEvents.notification, onNotification);
  }, [socket, queryClient]);
}
