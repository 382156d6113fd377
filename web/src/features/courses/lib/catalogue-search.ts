import { catalogueSorts, courseLevels } from '@pathwise/contracts';
import { languages, type Language } from '../../../shared/i18n';

export type CourseLevel = (typeof courseLevels)[number];
export type CatalogueSort = (typeof catalogueSorts)[number];
export type PriceFilter = 'free' | 'paid';

/** The catalogue's search as it stands in the address: every part optional, so a bare /courses is the default. */
export interface CatalogueSearch {
  readonly q?: string | undefined;
  readonly level?: CourseLevel | undefined;
  readonly language?: Language | undefined;
  readonly price?: PriceFilter | undefined;
  readonly sort?: CatalogueSort | undefined;
  readonly page?: number | undefined;
}

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => option === value);

/**
 * Reads the catalogue's search parameters from the address. A hand-edited or stale value is dropped rather than
 * breaking the page; the router calls this as the route's validateSearch.
 */
export function parseCatalogueSearch(search: Record<string, unknown>): CatalogueSearch {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  const page = typeof search.page === 'string' ? Number(search.page) : search.page;
  return {
    q: q === '' ? undefined : q,
    level: oneOf(courseLevels, search.level),
    language: oneOf(languages, search.language),
    price: oneOf(['free', 'paid'] as const, search.price),
    sort: oneOf(catalogueSorts, search.sort),
    page: typeof page === 'number' && Number.isInteger(page) && page >= 2 && page <= 10_000 ? page : undefined,
  };
}
