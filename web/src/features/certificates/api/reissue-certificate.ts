import { MyCertificate } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { certificateKeys, myCertificatePath } from './certificate-keys';

/** POST /api/me/certificates/{certificateId}/reissue: revoked as superseded, and a replacement issued under the holder's current name. */
export const reissueCertificate = (certificateId: string) => apiFetch(`${myCertificatePath(certificateId)}/reissue`, { method: 'POST', schema: MyCertificate });

/**
 * The holder's list is read again before the reissue settles, so the page shows the replacement and the old one
 * revoked together; the old one's public record is read again when next shown.
 */
export function useReissueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reissueCertificate,
    onSuccess: async (_replacement, certificateId) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: certificateKeys.mine }),
        queryClient.invalidateQueries({ queryKey: certificateKeys.public(certificateId) }),
      ]);
    },
  });
}
