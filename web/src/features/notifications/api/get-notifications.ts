import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export const notificationsQueryKey = ['notifications'] as const;

/** GET /api/notifications: the signed-in user's newest notifications and how many are unread. */
export function getNotifications(signal?: AbortSignal) {
  return apiFetch('/notifications?limit=20', {
    schema: () => import('./notifications-responses.schemas').then((schemas) => schemas.NotificationsResponse),
    signal,
  });
}

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: ({ signal }) => getNotifications(signal) });

/** Only for a signed-in user: a visitor has no inbox. */
export const useNotifications = (enabled: boolean) => useQuery({ ...getNotificationsQueryOptions(), enabled });
