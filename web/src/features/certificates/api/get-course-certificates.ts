import { CourseCertificatesResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { certificateKeys, courseCertificatesPath } from './certificate-keys';

/** GET /api/courses/{courseId}/certificates: who holds the course's certificate, and whether the reader may revoke. */
export const getCourseCertificates = (courseId: string, signal?: AbortSignal) =>
  apiFetch(courseCertificatesPath(courseId), { schema: CourseCertificatesResponse, signal });

export const getCourseCertificatesQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: certificateKeys.ofCourse(courseId), queryFn: ({ signal }) => getCourseCertificates(courseId, signal) });

export const useCourseCertificates = (courseId: string) => useQuery(getCourseCertificatesQueryOptions(courseId));
