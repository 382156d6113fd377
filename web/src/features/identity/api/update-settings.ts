import type { UpdateSettingsRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { rememberUser } from './get-session';

/** PATCH /api/me/settings: the language, email notifications, or both. */
export function updateSettings(request: UpdateSettingsRequest) {
  return apiFetch('/me/settings', {
    method: 'PATCH',
    body: request,
    schema: () => import('./shell-responses.schemas').then((schemas) => schemas.MeResponse),
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSettings, onSuccess: (user) => rememberUser(queryClient, user) });
}
