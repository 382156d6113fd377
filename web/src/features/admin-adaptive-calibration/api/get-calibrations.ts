import { CalibrationList } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** GET /api/admin/adaptive/calibrations: every calibration run, newest first (admins only). */
export function getCalibrations(signal?: AbortSignal) {
  return apiFetch('/admin/adaptive/calibrations', { schema: CalibrationList, signal });
}

export const calibrationsQueryKey = ['admin', 'adaptive', 'calibrations'] as const;

export const getCalibrationsQueryOptions = () =>
  queryOptions({ queryKey: calibrationsQueryKey, queryFn: ({ signal }) => getCalibrations(signal) });

export const useCalibrations = () => useQuery(getCalibrationsQueryOptions());
