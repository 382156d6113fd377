import { CalibrationSummary, type CalibrationList } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { calibrationsQueryKey } from './get-calibrations';

/** POST /api/admin/adaptive/calibrations: calibrate now; 409 when another run finished meanwhile. */
export function runCalibration(): Promise<CalibrationSummary> {
  return apiFetch('/admin/adaptive/calibrations', { method: 'POST', schema: CalibrationSummary });
}

const withRunFirst = (run: CalibrationSummary, list: CalibrationList | undefined): CalibrationList => ({
  runs: [run, ...(list?.runs ?? []).filter((known) => known.calibrationId !== run.calibrationId)],
});

export function useRunCalibration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runCalibration,
    // The new run shows at once; the list is then read again, which also brings in a run that finished meanwhile.
    onSuccess: (run) => queryClient.setQueryData<CalibrationList>(calibrationsQueryKey, (list) => withRunFirst(run, list)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calibrationsQueryKey }),
  });
}
