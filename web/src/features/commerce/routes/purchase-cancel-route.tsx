import { getRouteApi } from '@tanstack/react-router';
import { PurchaseCancelPage } from '../components/purchase-cancel-page';

const route = getRouteApi('/signed-in/courses/$courseId/purchase/cancel');

export function PurchaseCancelRoute() {
  const { courseId } = route.useParams();
  return <PurchaseCancelPage courseId={courseId} />;
}
