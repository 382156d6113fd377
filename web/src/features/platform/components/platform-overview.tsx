import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { useConnectionState } from '../../../shared/realtime/use-connection-state';
import { LiveIndicator } from '../../../shared/ui/live-indicator';
import { QueryError } from '../../../shared/ui/query-error';
import { usePlatformOverview } from '../api/get-platform-overview';
import { platformMessages } from '../platform.messages';
import { usePlatformLiveUpdates } from '../realtime/use-platform-live-updates';
import { OverviewContent } from './overview-content';
import { OverviewSkeleton } from './overview-skeleton';

/** The live platform figures of the home page: totals, the last 14 days, and whether they are live. */
export function PlatformOverview() {
  const t = useT(platformMessages);
  const headingId = useId();
  const overview = usePlatformOverview();
  const connection = useConnectionState();
  usePlatformLiveUpdates();

  const retry = () => void overview.refetch();

  return (
    <section className="overview" aria-labelledby={headingId} aria-busy={overview.isPending}>
      <div className="overview-header">
        <h2 id={headingId}>{t('overviewTitle')}</h2>
        <LiveIndicator connected={connection === 'connected'} />
      </div>
      <p className="overview-intro">{t('overviewIntro')}</p>
      {overview.isError && (
        <QueryError
          title={overview.data ? t('refreshFailed') : t('loadFailed')}
          error={overview.error}
          onRetry={retry}
          retrying={overview.isFetching}
        />
      )}
      {overview.data ? <OverviewContent overview={overview.data} /> : overview.isPending && <OverviewSkeleton />}
    </section>
  );
}
