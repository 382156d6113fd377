import type { LearningUpdatePush } from '@pathwise/contracts';
import { useEffect, useEffectEvent } from 'react';
import { useRealtime } from './realtime-context';
import type { RoomDescriptor } from './room-subscriptions';

interface UseRoomHandlers {
  onUpdate?: (push: LearningUpdatePush) => void;
  onResync?: () => void;
}

/** Stays in the room while the component is mounted; handlers may change between renders without a re-join. */
export function useRoom(room: RoomDescriptor, handlers: UseRoomHandlers): void {
  const { rooms, open } = useRealtime();
  const onUpdate = useEffectEvent((push: LearningUpdatePush) => handlers.onUpdate?.(push));
  const onResync = useEffectEvent(() => handlers.onResync?.());
  const { room_id, room_type } = room;

  useEffect(() => open(), [open]);
  useEffect(
    () =>
      rooms.join(
        { room_id, room_type },
        { onUpdate: (push) => onUpdate(push), onResync: () => onResync() },
      ),
    [rooms, room_id, room_type],
  );
}
