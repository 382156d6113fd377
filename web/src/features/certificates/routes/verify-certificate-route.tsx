import { getRouteApi } from '@tanstack/react-router';
import { VerifyCertificatePage } from '../components/verify-certificate-page';

const route = getRouteApi('/verify/$certificateId');

export function VerifyCertificateRoute() {
  const { certificateId } = route.useParams();
  // A new id is a new page: nothing of the last certificate's check may linger.
  return <VerifyCertificatePage key={certificateId} certificateId={certificateId} />;
}
