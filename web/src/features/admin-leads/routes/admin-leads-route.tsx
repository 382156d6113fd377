import { getRouteApi } from '@tanstack/react-router';
import type { AdminLeadsQuery } from '../api/get-admin-leads';
import { AdminLeadsPage } from '../components/admin-leads-page';

const route = getRouteApi('/signed-in/admin/admin/leads');

export function AdminLeadsRoute() {
  const { topic, page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const change = (query: AdminLeadsQuery) => void navigate({ search: { topic: query.topic, page: query.page } });
  return <AdminLeadsPage query={{ page, ...(topic ? { topic } : {}) }} onQueryChange={change} />;
}
