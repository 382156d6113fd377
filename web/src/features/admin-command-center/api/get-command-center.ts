import { CommandCenterPulse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** GET /api/admin/command-center: the platform's pulse over the last hour (admins only). */
export function getCommandCenter(signal?: AbortSignal) {
  return apiFetch('/admin/command-center', { schema: CommandCenterPulse, signal });
}

export const commandCenterQueryKey = ['admin', 'command-center'] as const;

export const getCommandCenterQueryOptions = () => queryOptions({ queryKey: commandCenterQueryKey, queryFn: ({ signal }) => getCommandCenter(signal) });

export const useCommandCenter = () => useQuery(getCommandCenterQueryOptions());
