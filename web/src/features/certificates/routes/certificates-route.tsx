import { MyCertificatesPage } from '../components/my-certificates-page';

export function CertificatesRoute() {
  return <MyCertificatesPage />;
}
