import type { MonitoringSnapshot } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useFormat, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { LivePageHeader } from '../../../shared/ui/live-page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { ScrollingTable } from '../../../shared/ui/scrolling-table';
import { useMonitoring } from '../api/get-monitoring';
import { monitoringMessages } from '../messages';
import { AiProvidersSection } from './ai-providers-section';
import { useFigureFormat } from '../lib/use-figure-format';
import { useMonitoringPushes } from '../realtime/use-monitoring-pushes';
import '../admin-monitoring.css';

/**
 * /monitoring: the platform's figures as an admin watches them, live. A figure past its threshold is drawn red and
 * says so in words, so the warning does not rest on colour alone.
 */
export function MonitoringPage() {
  const t = useT(monitoringMessages);
  const { date } = useFormat();
  const monitoring = useMonitoring();
  useMonitoringPushes();
  const format = useFigureFormat();
  useDocumentTitle(t('title'));
  const snapshot = monitoring.data;
  return (
    <div className="admin-monitoring">
      <LivePageHeader title={t('title')} intro={t('intro')} />
      {monitoring.isPending && (
        <p role="status" className="monitoring-status">
          {t('loading')}
        </p>
      )}
      {monitoring.isError && (
        <QueryError title={t('couldNotLoad')} error={monitoring.error} onRetry={() => void monitoring.refetch()} retrying={monitoring.isFetching} />
      )}
      {snapshot && (
        <>
          <p className="monitoring-overall" data-status={snapshot.status}>
            <strong>{t(`status_${snapshot.status}`)}</strong> · {t('measuredAt', { time: date(snapshot.measuredAt, { timeStyle: 'medium' }) })}
          </p>
          <div className="monitoring-grid">
            <TrafficSection snapshot={snapshot} />
            <ProcessSection snapshot={snapshot} />
            <StorageSection snapshot={snapshot} />
          </div>
          <SubscriptionsSection
            id="monitoring-projections"
            title={t('projections')}
            intro={t('projectionsIntro', { seconds: format.count(snapshot.thresholds.lagSeconds) })}
            nameHeader={t('readModel')}
            rows={snapshot.projections}
            thresholds={snapshot.thresholds}
          />
          <SubscriptionsSection
            id="monitoring-reactors"
            title={t('reactors')}
            intro={t('reactorsIntro')}
            nameHeader={t('reactor')}
            rows={snapshot.reactors}
            thresholds={snapshot.thresholds}
          />
        </>
      )}
      <AiProvidersSection />
    </div>
  );
}

interface FigureProps {
  readonly label: string;
  readonly value: string;
  /** The threshold as the page writes it, when the figure is past it. */
  readonly over?: string | null;
}

function Figure({ label, value, over = null }: FigureProps) {
  const t = useT(monitoringMessages);
  return (
    <div className="monitoring-figure" data-alert={over !== null}>
      <dt>{label}</dt>
      <dd>
        {value}
        {over !== null && <span className="monitoring-over"> {t('over', { threshold: over })}</span>}
      </dd>
    </div>
  );
}

function TrafficSection({ snapshot }: { readonly snapshot: MonitoringSnapshot }) {
  const t = useT(monitoringMessages);
  const format = useFigureFormat();
  const { http, thresholds } = snapshot;
  const p99Over = http.latencyMs.p99 !== null && http.latencyMs.p99 > thresholds.p99LatencyMs;
  const errorsOver = http.errorRate !== null && http.errorRate > thresholds.errorRate;
  return (
    <section className="card monitoring-section" aria-labelledby="monitoring-traffic">
      <h2 id="monitoring-traffic">{t('traffic', { seconds: format.count(Math.round(http.windowSeconds)) })}</h2>
      <dl className="monitoring-figures">
        <Figure label={t('requestsPerSecond')} value={format.decimal(http.requestsPerSecond)} />
        <Figure label={t('errorRate')} value={format.share(http.errorRate)} over={errorsOver ? format.share(thresholds.errorRate) : null} />
        <Figure label={t('latencyP50')} value={format.milliseconds(http.latencyMs.p50)} />
        <Figure label={t('latencyP95')} value={format.milliseconds(http.latencyMs.p95)} />
        <Figure label={t('latencyP99')} value={format.milliseconds(http.latencyMs.p99)} over={p99Over ? format.milliseconds(thresholds.p99LatencyMs) : null} />
      </dl>
    </section>
  );
}

function ProcessSection({ snapshot }: { readonly snapshot: MonitoringSnapshot }) {
  const t = useT(monitoringMessages);
  const format = useFigureFormat();
  const { process, thresholds, sockets } = snapshot;
  return (
    <section className="card monitoring-section" aria-labelledby="monitoring-process">
      <h2 id="monitoring-process">{t('process')}</h2>
      <dl className="monitoring-figures">
        <Figure label={t('sockets')} value={format.count(sockets.connections)} />
        <Figure label={t('memory')} value={format.megabytes(process.rssBytes)} over={process.rssBytes > thresholds.rssBytes ? format.megabytes(thresholds.rssBytes) : null} />
        <Figure label={t('heap')} value={format.megabytes(process.heapUsedBytes)} />
        <Figure label={t('loopP50')} value={format.milliseconds(process.eventLoopDelayMs.p50)} />
        <Figure
          label={t('loopP99')}
          value={format.milliseconds(process.eventLoopDelayMs.p99)}
          over={process.eventLoopDelayMs.p99 > thresholds.eventLoopDelayP99Ms ? format.milliseconds(thresholds.eventLoopDelayP99Ms) : null}
        />
        <Figure label={t('uptime')} value={t('seconds', { seconds: format.count(process.uptimeSeconds) })} />
      </dl>
    </section>
  );
}

function StorageSection({ snapshot }: { readonly snapshot: MonitoringSnapshot }) {
  const t = useT(monitoringMessages);
  const format = useFigureFormat();
  const { database, eventStore } = snapshot;
  return (
    <section className="card monitoring-section" aria-labelledby="monitoring-storage">
      <h2 id="monitoring-storage">{t('storage')}</h2>
      <dl className="monitoring-figures">
        <Figure label={t('database')} value={database.ok ? t('databaseUp', { kind: database.kind }) : t('databaseDown', { kind: database.kind })} over={database.ok ? null : t('reachable')} />
        <Figure label={t('databaseLatency')} value={format.milliseconds(database.latencyMs)} />
        <Figure label={t('logHead')} value={format.count(Number(eventStore.headPosition))} />
      </dl>
    </section>
  );
}

type SubscriptionRow = MonitoringSnapshot['reactors'][number] & { readonly version?: number };

/** The read models, then the reactors: each subscription to the log with how far behind it is. */
function SubscriptionsSection({ id, title, intro, nameHeader, rows, thresholds }: {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly nameHeader: string;
  readonly rows: readonly SubscriptionRow[];
  readonly thresholds: MonitoringSnapshot['thresholds'];
}) {
  const t = useT(monitoringMessages);
  const format = useFigureFormat();
  return (
    <section className="card monitoring-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{intro}</p>
      <ScrollingTable label={title} className="monitoring-table">
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col">{t('state')}</th>
            <th scope="col" className="numeric">
              {t('lagEvents')}
            </th>
            <th scope="col" className="numeric">
              {t('lagSeconds')}
            </th>
            <th scope="col" className="numeric">
              {t('parked')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const lagging = row.lagSeconds > thresholds.lagSeconds;
            const parked = row.parkedEvents > thresholds.parkedEvents;
            const failing = row.state === 'failing';
            return (
              <tr key={row.name} data-alert={lagging || parked || failing}>
                <th scope="row">
                  {row.name} {row.version !== undefined && <span className="monitoring-version">v{row.version}</span>}
                </th>
                <td data-alert={failing}>
                  {t(`state_${stateKey(row.state)}`)}
                  {row.lastError && <span className="monitoring-error">{row.lastError}</span>}
                </td>
                <td className="numeric">{format.count(row.lagEvents)}</td>
                <td className="numeric" data-alert={lagging}>
                  {format.decimal(row.lagSeconds)}
                  {lagging && <span className="monitoring-over"> {t('over', { threshold: format.count(thresholds.lagSeconds) })}</span>}
                </td>
                <td className="numeric" data-alert={parked}>
                  {parked ? <Link to="/admin/parked-events">{format.count(row.parkedEvents)}</Link> : format.count(row.parkedEvents)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollingTable>
    </section>
  );
}

const knownStates = ['idle', 'standby', 'catching_up', 'live', 'failing', 'stopped', 'elsewhere'] as const;
type KnownState = (typeof knownStates)[number];

/** The runner's state as the page words it; one it does not know reads as running elsewhere. */
function stateKey(state: string): KnownState {
  return knownStates.find((known) => known === state) ?? 'elsewhere';
}
