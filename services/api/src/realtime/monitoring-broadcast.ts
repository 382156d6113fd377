import { MONITORING_ROOM_ID, roomName, serverSocketEvents } from '@pathwise/contracts';
import type { Server } from 'socket.io';
import type { MonitoringSnapshots } from '../features/platform/index.js';
import type { Logger } from '../observability/logger.js';

/** How often the admins watching get the figures. */
export const MONITORING_PUSH_INTERVAL_MS = 5_000;

/**
 * Pushes the platform's figures to the admins in the monitoring room of this node, every few seconds while anyone
 * is there. The figures are this process's (its traffic, memory, sockets) beside the shared ones (database, lag), so
 * each node pushes its own to its own sockets. Returns what stops it.
 */
export function startMonitoringBroadcast(io: Server, snapshots: MonitoringSnapshots, logger: Logger, intervalMs = MONITORING_PUSH_INTERVAL_MS): () => void {
  const room = roomName('monitoring', MONITORING_ROOM_ID);
  let busy = false;
  const timer = setInterval(() => {
    if (busy || !io.sockets.adapter.rooms.get(room)?.size) return;
    busy = true;
    snapshots
      .take()
      .then((snapshot) => io.local.to(room).emit(serverSocketEvents.monitoringSnapshot, snapshot))
      .catch((error: unknown) => logger.warn({ err: error }, 'monitoring snapshot failed'))
      .finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
