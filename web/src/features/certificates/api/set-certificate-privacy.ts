import { MyCertificate, type CertificatePrivacyRequest, type MyCertificatesResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { certificateKeys, myCertificatePath } from './certificate-keys';

/** PATCH /api/me/certificates/{certificateId}: show or hide the holder's name; the credential is signed again either way. */
export const setCertificatePrivacy = ({ certificateId, showName }: { certificateId: string } & CertificatePrivacyRequest) =>
  apiFetch(myCertificatePath(certificateId), { method: 'PATCH', body: { showName } satisfies CertificatePrivacyRequest, schema: MyCertificate });

/** The answer takes its place in the list; the public record (and its check) is read again, as its credential changed. */
export function useSetCertificatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCertificatePrivacy,
    onSuccess: async (changed) => {
      queryClient.setQueryData<MyCertificatesResponse>(certificateKeys.mine, (list) =>
        list && { certificates: list.certificates.map((certificate) => (certificate.certificateId === changed.certificateId ? changed : certificate)) },
      );
      await queryClient.invalidateQueries({ queryKey: certificateKeys.public(changed.certificateId) });
    },
  });
}
