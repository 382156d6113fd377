import { PublicCertificate } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { certificateKeys, certificatePath } from './certificate-keys';

/** GET /api/certificates/{certificateId}: the public record anyone may look up; an unknown id answers 404. */
export const getPublicCertificate = (certificateId: string, signal?: AbortSignal) =>
  apiFetch(certificatePath(certificateId), { schema: PublicCertificate, signal });

export const getPublicCertificateQueryOptions = (certificateId: string) =>
  queryOptions({ queryKey: certificateKeys.public(certificateId), queryFn: ({ signal }) => getPublicCertificate(certificateId, signal) });

export const usePublicCertificate = (certificateId: string) => useQuery(getPublicCertificateQueryOptions(certificateId));
