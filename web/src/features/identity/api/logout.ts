import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';

/** POST /api/auth/logout: ends the session and its cookie. A 401 means it had already ended, which is the goal. */
export async function logout(): Promise<void> {
  try {
    await apiFetch('/auth/logout', {
      method: 'POST',
      schema: () => import('../../../shared/api/no-content.schema').then((schemas) => schemas.NoContent),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

export const useLogout = () => useMutation({ mutationFn: logout });
