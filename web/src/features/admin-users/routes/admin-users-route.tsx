import { getRouteApi } from '@tanstack/react-router';
import { AdminUsersPage } from '../components/admin-users-page';
import type { AdminUsersSearch } from '../lib/admin-users-search';

const route = getRouteApi('/signed-in/admin/admin/users');

export function AdminUsersRoute() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const change = (patch: Partial<AdminUsersSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <AdminUsersPage search={search} onSearchChange={change} />;
}
