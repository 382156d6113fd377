import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import type { CatalogueSearch } from '../lib/catalogue-search';
import { courseKeys } from './course-keys';

export const CATALOGUE_PAGE_SIZE = 12;

/** GET /api/courses: a page of published courses matching the search. */
export function getCatalogue(search: CatalogueSearch, signal?: AbortSignal) {
  const params = new URLSearchParams({ sort: search.sort ?? 'newest', page: String(search.page ?? 1), pageSize: String(CATALOGUE_PAGE_SIZE) });
  if (search.q) params.set('q', search.q);
  if (search.level) params.set('level', search.level);
  if (search.language) params.set('language', search.language);
  if (search.price) params.set('price', search.price);
  return apiFetch(`/courses?${params.toString()}`, {
    schema: () => import('./courses-responses.schemas').then((schemas) => schemas.CatalogueResponse),
    signal,
  });
}

export const getCatalogueQueryOptions = (search: CatalogueSearch) =>
  queryOptions({
    queryKey: courseKeys.catalogue(search),
    queryFn: ({ signal }) => getCatalogue(search, signal),
    // The previous results stay while the next ones load, so the grid does not jump on every keystroke.
    placeholderData: keepPreviousData,
  });

export const useCatalogue = (search: CatalogueSearch) => useQuery(getCatalogueQueryOptions(search));
