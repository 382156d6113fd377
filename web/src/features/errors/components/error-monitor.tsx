import { useId, useState } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { useAuth } from '../../identity';
import { errorLogger, type ErrorLogger } from '../lib/error-log';
import { useErrorEntries } from '../lib/use-error-entries';
import { errorMessages } from '../messages';
import '../errors.css';

interface ErrorMonitorProps {
  log?: ErrorLogger;
}

/**
 * The errors this tab caught, for admins only (spec section 2). It appears when an error is caught; Dismiss hides
 * it until the next one.
 */
export function ErrorMonitor({ log = errorLogger }: ErrorMonitorProps) {
  const auth = useAuth();
  const entries = useErrorEntries(log);
  const [dismissedUpTo, setDismissedUpTo] = useState(0);
  const newest = entries[0]?.id ?? 0;

  if (auth.user?.role !== 'admin' || newest <= dismissedUpTo) return null;
  return <ErrorMonitorPanel log={log} onDismiss={() => setDismissedUpTo(newest)} />;
}

function ErrorMonitorPanel({ log, onDismiss }: { log: ErrorLogger; onDismiss: () => void }) {
  const t = useT(errorMessages);
  const format = useFormat();
  const entries = useErrorEntries(log);
  const headingId = useId();

  return (
    <aside className="error-monitor" aria-labelledby={headingId}>
      <div className="error-monitor-header">
        <h2 id={headingId}>{t('monitorTitle')}</h2>
        <span className="error-monitor-count">{t('monitorCount', { count: entries.length })}</span>
      </div>
      <p className="error-monitor-intro">{t('monitorIntro')}</p>
      <ol className="error-monitor-list">
        {entries.map((entry) => (
          <li key={entry.id} className="error-monitor-entry" data-severity={entry.severity}>
            <p className="error-monitor-meta">
              <span className="error-monitor-severity">{t(`severity_${entry.severity}`)}</span>
              <code>{entry.type}</code>
            </p>
            <p className="error-monitor-message">{entry.message}</p>
            <p className="error-monitor-where">
              {t('seenAt', { path: entry.path, time: format.date(entry.at, { timeStyle: 'medium' }) })}
            </p>
          </li>
        ))}
      </ol>
      <div className="error-monitor-actions">
        <button type="button" className="button button-secondary" onClick={() => log.clear()}>
          {t('clear')}
        </button>
        <button type="button" className="button" onClick={onDismiss}>
          {t('dismiss')}
        </button>
      </div>
    </aside>
  );
}
