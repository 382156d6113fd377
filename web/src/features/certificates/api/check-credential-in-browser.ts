import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { certificateKeys } from './certificate-keys';
import { getCertificateCredential } from './get-certificate-credential';
import { getCertificateIssuer } from './get-certificate-issuer';
import { getStatusList } from './get-status-list';

/**
 * The browser's own check of a credential: the verification libraries and the pinned contexts arrive with it, in a
 * chunk of their own, and the issuer's published key and status list are read from the API as anyone may read them.
 */
export async function checkCredentialInBrowser(credential: unknown, signal?: AbortSignal) {
  const [{ verifyInBrowser }, issuer] = await Promise.all([import('../lib/verify-in-browser'), getCertificateIssuer(signal)]);
  return verifyInBrowser(credential, { issuer, statusList: (listId) => getStatusList(listId, signal) });
}

/** The signed credential of a certificate, checked in the browser; read again whenever the page is. */
export const getBrowserCheckQueryOptions = (certificateId: string) =>
  queryOptions({
    queryKey: certificateKeys.browserCheck(certificateId),
    queryFn: async ({ signal }) => checkCredentialInBrowser(await getCertificateCredential(certificateId, signal), signal),
  });

export const useBrowserCheck = (certificateId: string) => useQuery(getBrowserCheckQueryOptions(certificateId));

/** A pasted or uploaded credential, checked in the browser. */
export const useCheckCredentialInBrowser = () => useMutation({ mutationFn: (credential: unknown) => checkCredentialInBrowser(credential) });
