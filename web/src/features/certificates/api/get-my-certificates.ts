import { MyCertificatesResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { certificateKeys } from './certificate-keys';

/** GET /api/me/certificates: the signed-in learner's certificates, with what they chose to show. */
export const getMyCertificates = (signal?: AbortSignal) => apiFetch('/me/certificates', { schema: MyCertificatesResponse, signal });

export const getMyCertificatesQueryOptions = () => queryOptions({ queryKey: certificateKeys.mine, queryFn: ({ signal }) => getMyCertificates(signal) });

export const useMyCertificates = () => useQuery(getMyCertificatesQueryOptions());
