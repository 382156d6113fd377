import { getRouteApi } from '@tanstack/react-router';
import { CataloguePage } from '../components/catalogue-page';
import type { CatalogueSearch } from '../lib/catalogue-search';

const route = getRouteApi('/courses');

export function CatalogueRoute() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const change = (patch: Partial<CatalogueSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <CataloguePage search={search} onSearchChange={change} />;
}
