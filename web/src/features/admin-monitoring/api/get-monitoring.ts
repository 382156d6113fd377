import { MonitoringSnapshot } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** GET /api/admin/monitoring: the platform's figures now (admins only). */
export function getMonitoring(signal?: AbortSignal) {
  return apiFetch('/admin/monitoring', { schema: MonitoringSnapshot, signal });
}

export const monitoringQueryKey = ['admin', 'monitoring'] as const;

export const getMonitoringQueryOptions = () => queryOptions({ queryKey: monitoringQueryKey, queryFn: ({ signal }) => getMonitoring(signal) });

export const useMonitoring = () => useQuery(getMonitoringQueryOptions());
