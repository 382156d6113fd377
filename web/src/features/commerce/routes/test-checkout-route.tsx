import { getRouteApi } from '@tanstack/react-router';
import { TestCheckoutPage } from '../components/test-checkout-page';
import { useGoTo } from '../lib/use-go-to';

const route = getRouteApi('/signed-in/checkout/test/$sessionId');

export function TestCheckoutRoute() {
  const { sessionId } = route.useParams();
  const goTo = useGoTo();
  return <TestCheckoutPage sessionId={sessionId} onDone={goTo} />;
}
