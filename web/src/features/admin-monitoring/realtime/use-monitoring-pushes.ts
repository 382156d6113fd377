import { MONITORING_ROOM_ID, MonitoringSnapshot, serverSocketEvents } from '@pathwise/contracts';
import { useRoomSnapshots } from '../../../shared/realtime/use-room-snapshots';
import { monitoringQueryKey } from '../api/get-monitoring';

const room = { room_id: MONITORING_ROOM_ID, room_type: 'monitoring' } as const;

/** Keeps the figures live: each snapshot the server pushes to the monitoring room replaces the one shown. */
export function useMonitoringPushes(): void {
  useRoomSnapshots({ room, event: serverSocketEvents.monitoringSnapshot, schema: MonitoringSnapshot, queryKey: monitoringQueryKey });
}
