import type { AdminLead } from '@pathwise/contracts';
import { useFormat, useT } from '../../../shared/i18n';
import { adminLeadsMessages } from '../messages';

interface LeadsTableProps {
  readonly leads: readonly AdminLead[];
  /** The rows are the previous page's while the next one loads. */
  readonly busy: boolean;
}

/** One row per lead. Name, email and message are gone once the lead's personal data has been erased. */
export function LeadsTable({ leads, busy }: LeadsTableProps) {
  const t = useT(adminLeadsMessages);
  const format = useFormat();
  return (
    <div className="table-scroll">
      <table className="leads-table" aria-busy={busy}>
        <caption className="sr-only">{t('title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('received')}</th>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('email')}</th>
            <th scope="col">{t('organization')}</th>
            <th scope="col">{t('topic')}</th>
            <th scope="col">{t('message')}</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const erased = lead.name === null && lead.email === null;
            const missing = <span className="leads-missing">{erased ? t('erased') : t('none')}</span>;
            return (
              <tr key={lead.lead_id}>
                <td>
                  <time dateTime={lead.submitted_at}>
                    {format.date(lead.submitted_at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </td>
                <td>{lead.name ?? missing}</td>
                <td>{lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : missing}</td>
                <td>{lead.organization ?? missing}</td>
                <td>{t(`topic_${lead.topic}`)}</td>
                <td className="leads-message">{lead.message ?? missing}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
