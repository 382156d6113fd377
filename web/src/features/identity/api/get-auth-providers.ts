import { AuthProvidersResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';

/** Which sign-in methods besides the emailed code this server offers. */
export const AuthProviders = AuthProvidersResponse;
export type AuthProviders = z.infer<typeof AuthProviders>;

export const authProvidersQueryKey = ['auth', 'providers'] as const;

/** GET /api/auth/providers. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return apiFetch('/auth/providers', { schema: AuthProviders, signal });
}

export const getAuthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: authProvidersQueryKey,
    queryFn: ({ signal }) => getAuthProviders(signal),
    // The server's configuration does not change while the page is open.
    staleTime: Infinity,
  });

export const useAuthProviders = () => useQuery(getAuthProvidersQueryOptions());
