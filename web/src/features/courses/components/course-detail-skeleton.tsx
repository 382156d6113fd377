import { Skeleton, SkeletonOutline } from '../../../shared/ui/skeleton';

const FACTS = 4;

/**
 * The course page in outline while the course loads, block for block (title, facts, actions, description, outline)
 * and taller than a phone's screen: the course takes the place it keeps, so nothing on screen moves when it arrives.
 */
export function CourseDetailSkeleton({ label }: { readonly label: string }) {
  return (
    <SkeletonOutline className="courses-page course-detail" label={label}>
      <div className="page-header" aria-hidden="true">
        <Skeleton className="skeleton-page-title" />
        <Skeleton className="skeleton-text" />
      </div>
      <div className="course-detail-facts" aria-hidden="true">
        {Array.from({ length: FACTS }, (_, index) => (
          <div key={index}>
            <Skeleton className="skeleton-fact-label" />
            <Skeleton className="skeleton-fact-value" />
          </div>
        ))}
      </div>
      <div className="course-actions" aria-hidden="true">
        <Skeleton className="skeleton-button" />
      </div>
      <div className="course-section" aria-hidden="true">
        <Skeleton className="skeleton-section-title" />
        <Skeleton className="skeleton-paragraph" />
      </div>
      <div className="course-section" aria-hidden="true">
        <Skeleton className="skeleton-section-title" />
        <Skeleton className="skeleton-outline" />
      </div>
    </SkeletonOutline>
  );
}
