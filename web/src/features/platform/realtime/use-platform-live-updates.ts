import { PLATFORM_ROOM_ID } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { coalesce } from '../../../shared/lib/coalesce';
import { useRoom } from '../../../shared/realtime/use-room';
import type { RoomDescriptor } from '../../../shared/realtime/room-subscriptions';
import { platformOverviewQueryKey } from '../api/get-platform-overview';

const platformRoom: RoomDescriptor = { room_id: PLATFORM_ROOM_ID, room_type: 'platform' };

/** A busy platform pushes many events a second; one refetch per window is enough for the overview. */
export const OVERVIEW_REFETCH_WINDOW_MS = 400;

/** Keeps the overview fresh: pushes in the public platform room invalidate it, coalesced into one refetch. */
export function usePlatformLiveUpdates(windowMs = OVERVIEW_REFETCH_WINDOW_MS): void {
  const queryClient = useQueryClient();
  const invalidateSoon = useMemo(
    () => coalesce(() => void queryClient.invalidateQueries({ queryKey: platformOverviewQueryKey }), windowMs),
    [queryClient, windowMs],
  );
  useEffect(() => invalidateSoon.cancel, [invalidateSoon]);

  useRoom(platformRoom, {
    onUpdate: () => invalidateSoon(),
    onResync: () => {
      invalidateSoon.cancel();
      void queryClient.invalidateQueries({ queryKey: platformOverviewQueryKey });
    },
  });
}
