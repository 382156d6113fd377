import { Skeleton, SkeletonOutline } from '../../../shared/ui/skeleton';

const OUTLINE_LINES = 4;

/**
 * The player in outline while the course loads (header, outline, then the step, stacked on a phone) and taller than a
 * phone's screen: the lesson takes the place it keeps, so nothing on screen moves when it arrives.
 */
export function PlayerSkeleton({ label }: { readonly label: string }) {
  return (
    <SkeletonOutline className="course-player" label={label}>
      <div className="player-header" aria-hidden="true">
        <Skeleton className="skeleton-player-title" />
        <div className="player-progress">
          <Skeleton className="skeleton-progress" />
          <Skeleton className="skeleton-text" />
        </div>
      </div>
      <div className="player-body" aria-hidden="true">
        <div className="player-outline skeleton-lines">
          {Array.from({ length: OUTLINE_LINES }, (_, index) => (
            <Skeleton key={index} className="skeleton-text" />
          ))}
        </div>
        <div className="player-step">
          <Skeleton className="skeleton-step-title" />
          <Skeleton className="skeleton-lesson" />
        </div>
      </div>
    </SkeletonOutline>
  );
}
