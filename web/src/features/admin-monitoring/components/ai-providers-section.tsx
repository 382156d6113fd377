import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { ScrollingTable } from '../../../shared/ui/scrolling-table';
import { useAiHealth, useAiMetrics } from '../api/get-ai-status';
import { useFigureFormat } from '../lib/use-figure-format';
import { monitoringMessages } from '../messages';

/**
 * The AI studio's providers as an admin watches them: which answer and with which models, and per task and provider
 * the requests, failures, latency and credits spent since the server started. A failed read says so with the spec's
 * words ('Health check failed', 'Metrics request failed') and the status text.
 */
export function AiProvidersSection() {
  const t = useT(monitoringMessages);
  const { number } = useFormat();
  const { milliseconds } = useFigureFormat();
  const health = useAiHealth();
  const metrics = useAiMetrics();
  return (
    <section className="card monitoring-section" aria-labelledby="monitoring-ai">
      <h2 id="monitoring-ai">{t('ai')}</h2>
      {health.isPending && <p className="monitoring-status">{t('aiLoading')}</p>}
      {health.isError && <QueryError title={t('healthCheckFailed')} error={health.error} onRetry={() => void health.refetch()} retrying={health.isFetching} />}
      {health.data && (
        <ul className="monitoring-providers">
          {health.data.providers.map((provider) => (
            <li key={provider.name} data-alert={provider.state === 'down'}>
              <strong>{provider.name}</strong>: {t(`provider_${provider.state}`)}
              {provider.models.length > 0 && <span className="monitoring-version"> ({provider.models.join(', ')})</span>}
              {provider.detail && <span className="monitoring-error">{provider.detail}</span>}
            </li>
          ))}
        </ul>
      )}
      {metrics.isError && <QueryError title={t('metricsRequestFailed')} error={metrics.error} onRetry={() => void metrics.refetch()} retrying={metrics.isFetching} />}
      {metrics.data && metrics.data.tasks.length === 0 && <p className="monitoring-status">{t('aiNoRequests')}</p>}
      {metrics.data && metrics.data.tasks.length > 0 && (
        <ScrollingTable label={t('aiTasks')} className="monitoring-table">
          <thead>
            <tr>
              <th scope="col">{t('aiTask')}</th>
              <th scope="col">{t('aiProvider')}</th>
              <th scope="col" className="numeric">
                {t('aiRequests')}
              </th>
              <th scope="col" className="numeric">
                {t('aiFailures')}
              </th>
              <th scope="col" className="numeric">
                {t('latencyP50')}
              </th>
              <th scope="col" className="numeric">
                {t('latencyP95')}
              </th>
              <th scope="col" className="numeric">
                {t('aiCredits')}
              </th>
            </tr>
          </thead>
          <tbody>
            {metrics.data.tasks.map((task) => (
              <tr key={`${task.taskType}:${task.provider}`}>
                <th scope="row">{t(`task_${task.taskType}`)}</th>
                <td>{task.provider}</td>
                <td className="numeric">{number(task.requests)}</td>
                <td className="numeric" data-alert={task.failures > 0}>
                  {number(task.failures)}
                </td>
                <td className="numeric">{milliseconds(task.latencyMs.p50)}</td>
                <td className="numeric">{milliseconds(task.latencyMs.p95)}</td>
                <td className="numeric">{number(task.creditsSpent)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
    </section>
  );
}
