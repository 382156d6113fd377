import { Skeleton, SkeletonOutline } from '../../../shared/ui/skeleton';
import { CATALOGUE_PAGE_SIZE } from '../api/get-catalogue';

/**
 * A full page of course cards in outline while the catalogue loads: the results take the place it keeps, so nothing
 * on screen moves when they arrive (a one-line "loading" message let the footer jump up, then pushed it away).
 */
export function CatalogueSkeleton({ label }: { readonly label: string }) {
  return (
    <SkeletonOutline className="catalogue-skeleton" label={label}>
      <ul className="course-grid" aria-hidden="true">
        {Array.from({ length: CATALOGUE_PAGE_SIZE }, (_, index) => (
          <li key={index}>
            <div className="course-card">
              <Skeleton className="skeleton-card-title" />
              <Skeleton className="skeleton-text" />
              <Skeleton className="skeleton-text" />
              <Skeleton className="skeleton-text" />
              <Skeleton className="skeleton-card-price" />
            </div>
          </li>
        ))}
      </ul>
    </SkeletonOutline>
  );
}
