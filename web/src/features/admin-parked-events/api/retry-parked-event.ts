import { RetryParkedEventsResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { parkedEventsQueryKey } from './get-parked-events';

export interface ParkedEventToRetry {
  readonly projection: string;
  readonly position: string;
}

/** POST /api/admin/projections/{projection}/parked-events/retry: apply one parked event again, after a fix. */
export function retryParkedEvent({ projection, position }: ParkedEventToRetry): Promise<RetryParkedEventsResponse> {
  return apiFetch(`/admin/projections/${encodeURIComponent(projection)}/parked-events/retry`, {
    method: 'POST',
    body: { position },
    schema: RetryParkedEventsResponse,
  });
}

export function useRetryParkedEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryParkedEvent,
    // Applied or not, the list changed: the event left it, or its error and attempts did.
    onSettled: () => queryClient.invalidateQueries({ queryKey: parkedEventsQueryKey }),
  });
}
