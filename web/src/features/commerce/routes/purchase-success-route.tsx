import { getRouteApi } from '@tanstack/react-router';
import { PurchaseSuccessPage } from '../components/purchase-success-page';

const route = getRouteApi('/signed-in/courses/$courseId/purchase/success');

export function PurchaseSuccessRoute() {
  const { courseId } = route.useParams();
  const { orderId } = route.useSearch();
  return <PurchaseSuccessPage courseId={courseId} orderId={orderId} />;
}
