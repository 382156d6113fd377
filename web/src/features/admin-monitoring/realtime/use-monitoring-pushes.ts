import { MONITORING_ROOM_ID, MonitoringSnapshot, serverSocketEvents } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useRealtime } from '../../../shared/realtime/realtime-context';
import type { RoomDescriptor } from '../../../shared/realtime/room-subscriptions';
import { useRoom } from '../../../shared/realtime/use-room';
import { monitoringQueryKey } from '../api/get-monitoring';

const monitoringRoom: RoomDescriptor = { room_id: MONITORING_ROOM_ID, room_type: 'monitoring' };

/** Keeps the figures live: each snapshot the server pushes to the monitoring room replaces the one shown. */
export function useMonitoringPushes(): void {
  const { socket } = useRealtime();
  const queryClient = useQueryClient();
  useRoom(monitoringRoom, { onResync: () => void queryClient.invalidateQueries({ queryKey: monitoringQueryKey }) });
  const onSnapshot = useEffectEvent((raw: unknown) => {
    const snapshot = MonitoringSnapshot.safeParse(raw);
    if (snapshot.success) queryClient.setQueryData(monitoringQueryKey, snapshot.data);
  });
  useEffect(() => {
    const handle = (raw: unknown) => onSnapshot(raw);
    socket.on(serverSocketEvents.monitoringSnapshot, handle);
    return () => {
      socket.off(serverSocketEvents.monitoringSnapshot, handle);
    };
  }, [socket]);
}
