import { CertificateCriteriaResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { certificateKeys, criteriaPath } from './certificate-keys';

/** GET /api/courses/{courseId}/certificate-criteria: what the course asks before it certifies, with its lessons and skills by name. */
export const getCertificateCriteria = (courseId: string, signal?: AbortSignal) =>
  apiFetch(criteriaPath(courseId), { schema: CertificateCriteriaResponse, signal });

export const getCertificateCriteriaQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: certificateKeys.criteria(courseId), queryFn: ({ signal }) => getCertificateCriteria(courseId, signal) });

export const useCertificateCriteria = (courseId: string) => useQuery(getCertificateCriteriaQueryOptions(courseId));
