import type { PlatformOverviewResponse } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { platformMessages } from '../platform.messages';
import { DailyActivityChart } from './daily-activity-chart';
import { OverviewStats } from './overview-stats';

interface OverviewContentProps {
  overview: PlatformOverviewResponse;
}

export function OverviewContent({ overview }: OverviewContentProps) {
  const t = useT(platformMessages);
  return (
    <>
      <OverviewStats totals={overview} />
      {overview.learningEvents === 0 ? (
        <div className="empty-state">
          <p className="empty-state-title">{t('emptyTitle')}</p>
          <p>{t('emptyBody')}</p>
        </div>
      ) : (
        <DailyActivityChart daily={overview.daily} />
      )}
    </>
  );
}
