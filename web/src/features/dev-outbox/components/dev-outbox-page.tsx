import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { RichText } from '../../../shared/ui/rich-text';
import { OUTBOX_REFRESH_MS, useDevOutbox } from '../api/get-dev-outbox';
import { devOutboxMessages } from '../messages';

const SENT_AT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

interface DevOutboxPageProps {
  /** Only mail to this address; all mail when left out. */
  to?: string | undefined;
}

/** /dev/outbox: where someone running Pathwise locally reads the sign-in codes the server did not send. */
export function DevOutboxPage({ to }: DevOutboxPageProps) {
  const t = useT(devOutboxMessages);
  const format = useFormat();
  useDocumentTitle(t('title'));
  const headingId = useId();
  const outbox = useDevOutbox(to);
  const messages = [...(outbox.data?.messages ?? [])].sort((a, b) => b.sent_at.localeCompare(a.sent_at));

  return (
    <section className="outbox" aria-labelledby={headingId} aria-busy={outbox.isPending}>
      <h1 id={headingId}>{t('title')}</h1>
      <p className="outbox-intro">{t('intro', { seconds: format.number(OUTBOX_REFRESH_MS / 1000) })}</p>
      {to && (
        <p className="outbox-filter">
          <RichText text={t('showingMailTo')} parts={{ address: <strong>{to}</strong> }} />{' '}
          <Link to="/dev/outbox">{t('showAllMail')}</Link>
        </p>
      )}
      {outbox.isError && (
        <QueryError title={t('couldNotLoad')} error={outbox.error} onRetry={() => void outbox.refetch()} retrying={outbox.isFetching} />
      )}
      {outbox.data === null && <p className="empty-state">{t('developmentOnly')}</p>}
      {outbox.data && messages.length === 0 && (
        <div className="empty-state">
          <p className="empty-state-title">{t('noMailYet')}</p>
          <p>{t('noMailHint')}</p>
        </div>
      )}
      {messages.length > 0 && (
        <ol className="outbox-list">
          {messages.map((message) => (
            <li key={message.id}>
              <article className="outbox-message" aria-labelledby={`message-${message.id}`}>
                <h2 id={`message-${message.id}`} className="outbox-subject">
                  {message.subject}
                </h2>
                <p className="outbox-meta">
                  {t('to', { address: message.to })} ·{' '}
                  <time dateTime={message.sent_at}>{format.date(message.sent_at, SENT_AT)}</time>
                </p>
                <pre className="outbox-text">{message.text}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
