import { leadTopics } from '@pathwise/contracts';
import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { LEADS_PAGE_SIZE, useAdminLeads, type AdminLeadsQuery, type LeadTopic } from '../api/get-admin-leads';
import { adminLeadsMessages } from '../messages';
import { LeadsTable } from './leads-table';
import '../admin-leads.css';

interface AdminLeadsPageProps {
  readonly query: AdminLeadsQuery;
  /** The route keeps topic and page in the address, so a filtered page can be shared and survives a reload. */
  readonly onQueryChange: (query: AdminLeadsQuery) => void;
}

const isLeadTopic = (value: string): value is LeadTopic => (leadTopics as readonly string[]).includes(value);

/** /admin/leads: the contact form's leads for admins, filtered by topic, a page at a time. */
export function AdminLeadsPage({ query, onQueryChange }: AdminLeadsPageProps) {
  const t = useT(adminLeadsMessages);
  const topicId = useId();
  const leads = useAdminLeads(query);
  useDocumentTitle(t('title'));

  const pages = leads.data ? Math.max(1, Math.ceil(leads.data.total / LEADS_PAGE_SIZE)) : 1;

  return (
    <div className="admin-leads">
      <div className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      <div className="admin-leads-filter">
        <label htmlFor={topicId}>{t('topic')}</label>
        <select
          id={topicId}
          className="input select"
          value={query.topic ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            // A new filter starts again at its first page.
            onQueryChange({ page: 1, ...(isLeadTopic(value) ? { topic: value } : {}) });
          }}
        >
          <option value="">{t('allTopics')}</option>
          {leadTopics.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topic_${topic}`)}
            </option>
          ))}
        </select>
      </div>

      {leads.isPending && (
        <p className="admin-leads-status" role="status">
          {t('loading')}
        </p>
      )}
      {leads.isError && (
        <QueryError
          title={t('couldNotLoad')}
          error={leads.error}
          onRetry={() => void leads.refetch()}
          retrying={leads.isFetching}
        />
      )}
      {leads.data && leads.data.leads.length === 0 && (
        <div className="empty-state">
          <p className="empty-state-title">{query.topic ? t('emptyTopic') : t('empty')}</p>
          <p>{t('emptyHint')}</p>
        </div>
      )}
      {leads.data && leads.data.leads.length > 0 && (
        <>
          <LeadsTable leads={leads.data.leads} busy={leads.isPlaceholderData} />
          <nav className="admin-leads-pages" aria-label={t('pagination')}>
            <button
              type="button"
              className="button button-secondary"
              disabled={query.page <= 1}
              onClick={() => onQueryChange({ ...query, page: query.page - 1 })}
            >
              {t('previous')}
            </button>
            <p aria-live="polite">{t('summary', { total: leads.data.total, page: query.page, pages })}</p>
            <button
              type="button"
              className="button button-secondary"
              disabled={query.page >= pages}
              onClick={() => onQueryChange({ ...query, page: query.page + 1 })}
            >
              {t('next')}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
