import { MeResponse, type UpdateProfileRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { rememberUser } from './get-session';

/** PATCH /api/me/profile: the display name. */
export function updateProfile(request: UpdateProfileRequest) {
  return apiFetch('/me/profile', { method: 'PATCH', body: request, schema: MeResponse });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => rememberUser(queryClient, user) });
}
