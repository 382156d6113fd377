import type { MyNpsSurveyResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { npsKeys } from './nps-keys';

/** GET /api/me/nps: whether to ask the signed-in person how likely they are to recommend Pathwise now. */
export const getMyNpsSurvey = (signal?: AbortSignal) =>
  apiFetch<MyNpsSurveyResponse>('/me/nps', { schema: () => import('./nps-responses.schemas').then((schemas) => schemas.MyNpsSurveyResponse), signal });

export const getMyNpsSurveyQueryOptions = () => queryOptions({ queryKey: npsKeys.mine, queryFn: ({ signal }) => getMyNpsSurvey(signal) });

export const useMyNpsSurvey = () => useQuery(getMyNpsSurveyQueryOptions());
