import { MeResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { rememberUser } from './get-session';

/** PUT /api/me/profile-picture: the image itself is the body, typed image/png, image/jpeg or image/webp. */
export function uploadProfilePicture(picture: Blob) {
  return apiFetch('/me/profile-picture', { method: 'PUT', rawBody: picture, schema: MeResponse });
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProfilePicture, onSuccess: (user) => rememberUser(queryClient, user) });
}
