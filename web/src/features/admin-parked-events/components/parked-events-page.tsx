import type { ParkedEvent, RetryParkedEventsResponse } from '@pathwise/contracts';
import { useFormat, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useParkedEvents } from '../api/get-parked-events';
import { useRetryParkedEvent, type ParkedEventToRetry } from '../api/retry-parked-event';
import { parkedEventsMessages } from '../messages';
import '../admin-parked-events.css';

type Outcome = RetryParkedEventsResponse['outcomes'][number];

/** /admin/parked-events: the events read models set aside (ADR 18), and retrying one after a fix. */
export function ParkedEventsPage() {
  const t = useT(parkedEventsMessages);
  const format = useFormat();
  const parked = useParkedEvents();
  const retry = useRetryParkedEvent();
  useDocumentTitle(t('title'));

  const retryingPosition = retry.isPending ? retry.variables.position : null;
  const outcomeText = (outcome: Outcome) =>
    outcome.outcome === 'applied'
      ? t('applied', { position: outcome.position })
      : outcome.outcome === 'still_failing'
        ? t('stillFailing', { position: outcome.position, error: outcome.error })
        : t('notParked', { position: outcome.position });
  const retryOne = (event: ParkedEventToRetry) => {
    if (retryingPosition === null) retry.mutate({ projection: event.projection, position: event.position });
  };

  return (
    <div className="admin-parked-events">
      <div className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      <p className="parked-events-status" role="status">
        {retry.isPending ? t('retrying') : retry.data ? retry.data.outcomes.map(outcomeText).join(' ') : ''}
      </p>
      {retry.isError && <QueryError title={t('couldNotRetry')} error={retry.error} />}

      {parked.isPending && <p className="parked-events-status">{t('loading')}</p>}
      {parked.isError && (
        <QueryError title={t('couldNotLoad')} error={parked.error} onRetry={() => void parked.refetch()} retrying={parked.isFetching} />
      )}
      {parked.data && parked.data.parkedEvents.length === 0 && (
        <div className="empty-state">
          <p>{t('empty')}</p>
        </div>
      )}
      {parked.data && parked.data.parkedEvents.length > 0 && (
        <>
          {parked.data.total > parked.data.parkedEvents.length && (
            <p>{t('shown', { shown: parked.data.parkedEvents.length, total: parked.data.total })}</p>
          )}
          <div className="parked-events-scroll">
            <table className="parked-events-table">
              <caption className="sr-only">{t('title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('readModel')}</th>
                  <th scope="col">{t('event')}</th>
                  <th scope="col">{t('error')}</th>
                  <th scope="col">{t('attempts')}</th>
                  <th scope="col">{t('lastFailed')}</th>
                  <th scope="col">{t('action')}</th>
                </tr>
              </thead>
              <tbody>
                {parked.data.parkedEvents.map((event: ParkedEvent) => (
                  <tr key={`${event.projection}:${event.position}`}>
                    <td>{event.projection}</td>
                    <td>
                      {t('eventAt', { type: event.eventType, position: event.position })}
                      <span className="parked-events-stream">{event.streamId}</span>
                    </td>
                    <td className="parked-events-error">{event.error}</td>
                    <td>{format.number(event.attempts)}</td>
                    <td>
                      <time dateTime={event.lastFailedAt}>{format.date(event.lastFailedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                    </td>
                    <td>
                      {/* aria-disabled rather than disabled: a disabled button drops keyboard focus while the retry runs. */}
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-disabled={retryingPosition !== null}
                        aria-label={t('retryLabel', { type: event.eventType, position: event.position })}
                        onClick={() => retryOne(event)}
                      >
                        {retryingPosition === event.position ? t('retrying') : t('retry')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
