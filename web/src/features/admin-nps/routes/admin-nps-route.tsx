import { getRouteApi } from '@tanstack/react-router';
import type { AdminNpsFilter } from '../api/get-admin-nps';
import { AdminNpsPage } from '../components/admin-nps-page';

const route = getRouteApi('/signed-in/admin/admin/nps');

export function AdminNpsRoute() {
  const filter = route.useSearch();
  const navigate = route.useNavigate();
  const change = (update: (previous: AdminNpsFilter) => AdminNpsFilter) => void navigate({ search: (previous) => update(previous) });
  return <AdminNpsPage filter={filter} onFilterChange={change} />;
}
