import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { CATALOGUE_PAGE_SIZE, useCatalogue } from '../api/get-catalogue';
import type { CatalogueSearch } from '../lib/catalogue-search';
import { catalogueMessages } from '../messages/catalogue.messages';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueSkeleton } from './catalogue-skeleton';
import { CourseCard } from './course-card';
import { Pager } from '../../../shared/ui/pager';
import { SearchBox } from '../../../shared/ui/search-box';
import '../courses.css';

interface CataloguePageProps {
  readonly search: CatalogueSearch;
  /**
   * Changes part of the search. The route keeps the search in the address, so a search can be shared and survives a
   * reload; it merges the change into the address's latest search, so quick successive changes all apply.
   */
  readonly onSearchChange: (change: Partial<CatalogueSearch>) => void;
}

/** /courses: the published courses, searched, filtered, sorted and a page at a time. */
export function CataloguePage({ search, onSearchChange }: CataloguePageProps) {
  const t = useT(catalogueMessages);
  const catalogue = useCatalogue(search);
  useDocumentTitle(t('title'));
  const page = search.page ?? 1;
  const pages = catalogue.data ? Math.max(1, Math.ceil(catalogue.data.total / CATALOGUE_PAGE_SIZE)) : 1;
  const filtered = Boolean(search.q || search.level || search.language || search.price);

  return (
    <div className="courses-page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <SearchBox
        key={search.q ?? ''}
        label={t('search')}
        hint={t('searchHint')}
        buttonLabel={t('searchButton')}
        words={search.q}
        onSearch={(q) => onSearchChange({ q, page: undefined })}
      />
      <CatalogueFilters search={search} onChange={onSearchChange} />

      {catalogue.isPending && <CatalogueSkeleton label={t('loading')} />}
      {catalogue.isError && (
        <QueryError title={t('couldNotLoad')} error={catalogue.error} onRetry={() => void catalogue.refetch()} retrying={catalogue.isFetching} />
      )}
      {catalogue.data && catalogue.data.items.length === 0 && (
        <div className="empty-state">
          <p className="empty-state-title">{filtered ? t('empty') : t('emptyCatalogue')}</p>
          {filtered && <p>{t('emptyHint')}</p>}
        </div>
      )}
      {catalogue.data && catalogue.data.items.length > 0 && (
        <section aria-labelledby="catalogue-results-heading" aria-busy={catalogue.isPlaceholderData}>
          {/* Names the list for the outline of headings, so each card's h3 sits under an h2 as it does under the h1. */}
          <h2 id="catalogue-results-heading" className="sr-only">
            {t('results')}
          </h2>
          <ul className="course-grid">
            {catalogue.data.items.map((course, index) => (
              <li key={course.courseId}>
                {/* A phone's first row is one card; a wider screen starts lazy images already in view at once. */}
                <CourseCard course={course} coverLoading={index === 0 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
          <Pager
            label={t('pagination')}
            summary={t('summary', { total: catalogue.data.total, page, pages })}
            page={page}
            pages={pages}
            previousLabel={t('previous')}
            nextLabel={t('next')}
            onPage={(next) => onSearchChange({ page: next === 1 ? undefined : next })}
          />
        </section>
      )}
    </div>
  );
}
