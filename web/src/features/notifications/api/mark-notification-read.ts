import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { notificationsQueryKey } from './get-notifications';

/** POST /api/notifications/{id}/read: reading one twice changes nothing. */
export function markNotificationRead(notificationId: string) {
  return apiFetch(`/notifications/${encodeURIComponent(notificationId)}/read`, {
    method: 'POST',
    schema: () => import('./notifications-responses.schemas').then((schemas) => schemas.MarkNotificationReadResponse),
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
