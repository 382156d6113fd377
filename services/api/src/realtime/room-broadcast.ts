import { roomName, type RoomType, type ServerSocketEvent } from '@pathwise/contracts';
import type { Server } from 'socket.io';
import type { Logger } from '../observability/logger.js';

/** How often the admins watching get the figures. */
export const ROOM_BROADCAST_INTERVAL_MS = 5_000;

export interface RoomBroadcast {
  readonly roomType: RoomType;
  readonly roomId: string;
  readonly event: ServerSocketEvent;
  /** Reads the figures to push; not called while nobody is in the room, nor while the last read is still running. */
  readonly take: () => Promise<unknown>;
  readonly intervalMs?: number;
}

/**
 * Pushes figures to the sockets in one room of this node, every few seconds while anyone is there: the monitoring
 * figures (this process's traffic, memory and sockets beside the shared ones) and the command centre's pulse. Each
 * node pushes to its own sockets. Returns what stops it.
 */
export function startRoomBroadcast(io: Server, broadcast: RoomBroadcast, logger: Logger): () => void {
  const room = roomName(broadcast.roomType, broadcast.roomId);
  let busy = false;
  const timer = setInterval(() => {
    if (busy || !io.sockets.adapter.rooms.get(room)?.size) return;
    busy = true;
    broadcast
      .take()
      .then((figures) => io.local.to(room).emit(broadcast.event, figures))
      .catch((error: unknown) => logger.warn({ err: error, room }, 'room broadcast failed'))
      .finally(() => (busy = false));
  }, broadcast.intervalMs ?? ROOM_BROADCAST_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
