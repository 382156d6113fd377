import { roles, subscriptionTiers, type AdminNpsResponse } from '@pathwise/contracts';
import { useId } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useCursorPages } from '../../../shared/ui/cursor-pager';
import { QueryError } from '../../../shared/ui/query-error';
import { ScrollingTable } from '../../../shared/ui/scrolling-table';
import { useAdminNps, type AdminNpsFilter, type NpsPlan, type NpsRole } from '../api/get-admin-nps';
import { adminNpsMessages } from '../messages';
import { NpsComments } from './nps-comments';
import { NpsDistributionChart } from './nps-distribution-chart';
import '../admin-nps.css';

const isRole = (value: string): value is NpsRole => (roles as readonly string[]).includes(value);
const isPlan = (value: string): value is NpsPlan => (subscriptionTiers as readonly string[]).includes(value);

/** /admin/nps: the recommendation survey summed up for admins, filtered by role, plan and days (the filters in the address). */
export function AdminNpsPage({
  filter,
  onFilterChange,
}: {
  readonly filter: AdminNpsFilter;
  /** Changes the filters from the latest ones, so that two changes in a row both stand. */
  readonly onFilterChange: (update: (previous: AdminNpsFilter) => AdminNpsFilter) => void;
}) {
  const t = useT(adminNpsMessages);
  const pages = useCursorPages();
  const nps = useAdminNps(filter, pages.cursor);
  useDocumentTitle(t('title'));
  const filtered = Object.values(filter).some(Boolean);

  const change = (update: (previous: AdminNpsFilter) => AdminNpsFilter) => {
    // A new filter starts its comments again at their first page.
    onFilterChange(update);
    pages.restart();
  };

  return (
    <div className="admin-nps">
      <div className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      <Filters filter={filter} onChange={change} />
      {nps.isPending && (
        <p className="nps-muted" role="status">
          {t('loading')}
        </p>
      )}
      {nps.isError && <QueryError title={t('couldNotLoad')} error={nps.error} onRetry={() => void nps.refetch()} retrying={nps.isFetching} />}
      {nps.data && nps.data.responses === 0 && (
        <div className="empty-state">
          <p className="empty-state-title">{filtered ? t('emptyFiltered') : t('empty')}</p>
          <p>{t('emptyHint')}</p>
        </div>
      )}
      {nps.data && nps.data.responses > 0 && (
        <div className="admin-nps-figures" aria-busy={nps.isPlaceholderData}>
          <Headline figures={nps.data} />
          <div className="admin-nps-columns">
            <section className="card nps-section">
              <NpsDistributionChart distribution={nps.data.distribution} />
            </section>
            <Trend trend={nps.data.trend} />
          </div>
          <NpsComments comments={nps.data.comments} pages={pages} />
        </div>
      )}
    </div>
  );
}

function Filters({ filter, onChange }: { readonly filter: AdminNpsFilter; readonly onChange: (update: (previous: AdminNpsFilter) => AdminNpsFilter) => void }) {
  const t = useT(adminNpsMessages);
  const id = useId();
  const set = (name: keyof AdminNpsFilter, value: string | undefined) => onChange((previous) => ({ ...previous, [name]: value }));
  return (
    <fieldset className="admin-nps-filters">
      <legend className="sr-only">{t('filters')}</legend>
      <div className="admin-nps-filter">
        <label htmlFor={`${id}-role`}>{t('role')}</label>
        <select id={`${id}-role`} className="input select" value={filter.role ?? ''} onChange={(event) => set('role', isRole(event.target.value) ? event.target.value : undefined)}>
          <option value="">{t('allRoles')}</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`role_${role}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-nps-filter">
        <label htmlFor={`${id}-plan`}>{t('plan')}</label>
        <select id={`${id}-plan`} className="input select" value={filter.plan ?? ''} onChange={(event) => set('plan', isPlan(event.target.value) ? event.target.value : undefined)}>
          <option value="">{t('allPlans')}</option>
          {subscriptionTiers.map((plan) => (
            <option key={plan} value={plan}>
              {t(`plan_${plan}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-nps-filter">
        <label htmlFor={`${id}-from`}>{t('from')}</label>
        <input id={`${id}-from`} type="date" className="input" value={filter.from ?? ''} max={filter.until} onChange={(event) => set('from', event.target.value || undefined)} />
      </div>
      <div className="admin-nps-filter">
        <label htmlFor={`${id}-until`}>{t('until')}</label>
        <input id={`${id}-until`} type="date" className="input" value={filter.until ?? ''} min={filter.from} onChange={(event) => set('until', event.target.value || undefined)} />
      </div>
      {Object.values(filter).some(Boolean) && (
        <button type="button" className="button button-secondary" onClick={() => onChange(() => ({}))}>
          {t('clearFilters')}
        </button>
      )}
    </fieldset>
  );
}

function Headline({ figures }: { readonly figures: AdminNpsResponse }) {
  const t = useT(adminNpsMessages);
  const { number } = useFormat();
  const share = (count: number) => t('share', { count: number(count), percent: number(count / figures.responses, { style: 'percent', maximumFractionDigits: 0 }) });
  return (
    <dl className="admin-nps-headline">
      <div className="card nps-figure nps-figure-score">
        <dt>{t('score')}</dt>
        <dd>{figures.score === null ? '–' : number(figures.score, { signDisplay: 'exceptZero' })}</dd>
      </div>
      <div className="card nps-figure">
        <dt>{t('responses')}</dt>
        <dd>{number(figures.responses)}</dd>
      </div>
      <div className="card nps-figure">
        <dt>{t('promoters')}</dt>
        <dd>{share(figures.promoters)}</dd>
      </div>
      <div className="card nps-figure">
        <dt>{t('passives')}</dt>
        <dd>{share(figures.passives)}</dd>
      </div>
      <div className="card nps-figure">
        <dt>{t('detractors')}</dt>
        <dd>{share(figures.detractors)}</dd>
      </div>
    </dl>
  );
}

function Trend({ trend }: { readonly trend: AdminNpsResponse['trend'] }) {
  const t = useT(adminNpsMessages);
  const { date, number } = useFormat();
  return (
    <section className="card nps-section" aria-labelledby="nps-trend-heading">
      <h2 id="nps-trend-heading">{t('trendHeading')}</h2>
      <ScrollingTable label={t('trendTable')} className="nps-table">
        <thead>
          <tr>
            <th scope="col">{t('columnWeek')}</th>
            <th scope="col" className="numeric">
              {t('score')}
            </th>
            <th scope="col" className="numeric">
              {t('responses')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...trend].reverse().map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{date(`${week.weekStart}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}</th>
              <td className="numeric">{number(week.score, { signDisplay: 'exceptZero' })}</td>
              <td className="numeric">{number(week.responses)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </section>
  );
}
