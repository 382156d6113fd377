import { PublicCertificate, type RevokeCertificateRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { certificateKeys, certificatePath } from './certificate-keys';

interface Revocation extends RevokeCertificateRequest {
  readonly courseId: string;
  readonly certificateId: string;
}

/** POST /api/certificates/{certificateId}/revocation: revoked with a reason, at once in the status list. */
export const revokeCertificate = ({ certificateId, reason, note }: Revocation) =>
  apiFetch(`${certificatePath(certificateId)}/revocation`, { method: 'POST', body: { reason, ...(note ? { note } : {}) }, schema: PublicCertificate });

/** The course's list and the public record are read again, so both say revoked. */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSuccess: (revoked, { courseId }) => {
      queryClient.setQueryData(certificateKeys.public(revoked.certificateId), revoked);
      return queryClient.invalidateQueries({ queryKey: certificateKeys.ofCourse(courseId) });
    },
  });
}
