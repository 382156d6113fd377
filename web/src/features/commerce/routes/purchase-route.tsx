import { getRouteApi } from '@tanstack/react-router';
import { PurchasePage } from '../components/purchase-page';
import { useGoTo } from '../lib/use-go-to';

const route = getRouteApi('/signed-in/courses/$courseId/purchase');

export function PurchaseRoute() {
  const { courseId } = route.useParams();
  const goTo = useGoTo();
  return <PurchasePage courseId={courseId} onCheckout={goTo} />;
}
