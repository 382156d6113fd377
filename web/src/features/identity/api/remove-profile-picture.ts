import { MeResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { rememberUser } from './get-session';

/** DELETE /api/me/profile-picture. */
export function removeProfilePicture() {
  return apiFetch('/me/profile-picture', { method: 'DELETE', schema: MeResponse });
}

export function useRemoveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeProfilePicture, onSuccess: (user) => rememberUser(queryClient, user) });
}
