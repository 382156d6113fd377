import { CreatorDashboardResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { courseKeys } from './course-keys';

/** GET /api/courses/dashboard: the courses I created or co-author, with enrolments and totals. */
export function getCreatorDashboard(signal?: AbortSignal) {
  return apiFetch('/courses/dashboard', { schema: CreatorDashboardResponse, signal });
}

export const getCreatorDashboardQueryOptions = () =>
  queryOptions({ queryKey: courseKeys.dashboard, queryFn: ({ signal }) => getCreatorDashboard(signal) });

export const useCreatorDashboard = () => useQuery(getCreatorDashboardQueryOptions());
