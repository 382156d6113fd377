import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { prefetchPageData } from '../../shared/api/prefetch-page-data';

/**
 * Certificates: the holder's /certificates and the public /verify/{certificateId}, each a chunk of its own loaded
 * when its route is first visited. The verification libraries load later still, when the verify page runs its check.
 */
export const MyCertificatesPage = lazyRouteComponent(() => import('./routes/certificates-route'), 'CertificatesRoute');
export const VerifyCertificatePage = lazyRouteComponent(() => import('./routes/verify-certificate-route'), 'VerifyCertificateRoute');

/** The route loader's start of the holder's certificates, with the options the page reads them by. */
export const prefetchMyCertificates = (queryClient: QueryClient) =>
  prefetchPageData(queryClient, () => import('./api/get-my-certificates').then((api) => api.getMyCertificatesQueryOptions()));

/** The route loader's start of a certificate's public record, with the options the verify page reads it by. */
export const prefetchPublicCertificate = (queryClient: QueryClient, certificateId: string) =>
  prefetchPageData(queryClient, () => import('./api/get-public-certificate').then((api) => api.getPublicCertificateQueryOptions(certificateId)));
