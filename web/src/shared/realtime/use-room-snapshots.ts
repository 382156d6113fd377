import type { ServerSocketEvent } from '@pathwise/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { z } from 'zod';
import { useRealtime } from './realtime-context';
import type { RoomDescriptor } from './room-subscriptions';
import { useRoom } from './use-room';

interface RoomSnapshots<T> {
  readonly room: RoomDescriptor;
  readonly event: ServerSocketEvent;
  readonly schema: z.ZodType<T>;
  /** The query whose answer each snapshot replaces. */
  readonly queryKey: QueryKey;
}

/**
 * Keeps a page's figures live from a room the server pushes whole snapshots to (the admins' monitoring and command
 * center): each snapshot replaces the query's answer; after missed pushes the query is read again.
 */
export function useRoomSnapshots<T>({ room, event, schema, queryKey }: RoomSnapshots<T>): void {
  const { socket } = useRealtime();
  const queryClient = useQueryClient();
  useRoom(room, { onResync: () => void queryClient.invalidateQueries({ queryKey }) });
  const onSnapshot = useEffectEvent((raw: unknown) => {
    const snapshot = schema.safeParse(raw);
    if (snapshot.success) queryClient.setQueryData(queryKey, snapshot.data);
  });
  useEffect(() => {
    const handle = (raw: unknown) => onSnapshot(raw);
    socket.on(event, handle);
    return () => {
      socket.off(event, handle);
    };
  }, [socket, event]);
}
