import { useT } from '../../../shared/i18n';
import { Skeleton } from '../../../shared/ui/skeleton';
import { platformMessages } from '../platform.messages';

const PLACEHOLDER_CARDS = 6;

export function OverviewSkeleton() {
  const t = useT(platformMessages);
  return (
    <div className="overview-skeleton">
      <div className="stat-grid">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <div key={index} className="stat-card">
            <Skeleton className="skeleton-text" />
            <Skeleton className="skeleton-figure" />
          </div>
        ))}
      </div>
      <Skeleton className="skeleton-chart" />
      <p className="sr-only">{t('loading')}</p>
    </div>
  );
}
