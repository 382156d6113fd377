import type { CertificatePrivacyRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { certificateKeys, myCertificatePath } from './certificate-keys';

/** PATCH /api/me/certificates/{certificateId}: show or hide the holder's name; shown, the credential is reissued with it. */
export const setCertificatePrivacy = ({ certificateId, showName }: { certificateId: string } & CertificatePrivacyRequest) =>
  apiFetch(myCertificatePath(certificateId), { method: 'PATCH', body: { showName } satisfies CertificatePrivacyRequest, schema: z.unknown() });

/** The list and the public record are read again: a reissue changes the credential both point at. */
export function useSetCertificatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCertificatePrivacy,
    onSettled: async (_answer, _error, { certificateId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: certificateKeys.mine }),
        queryClient.invalidateQueries({ queryKey: certificateKeys.public(certificateId) }),
      ]);
    },
  });
}
