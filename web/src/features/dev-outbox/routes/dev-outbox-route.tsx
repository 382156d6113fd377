import { getRouteApi } from '@tanstack/react-router';
import { DevOutboxPage } from '../components/dev-outbox-page';

const route = getRouteApi('/dev/outbox');

export function DevOutboxRoute() {
  const { to } = route.useSearch();
  return <DevOutboxPage to={to} />;
}
