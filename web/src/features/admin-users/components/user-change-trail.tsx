import type { AdminUserChange } from '@pathwise/contracts';
import { useId } from 'react';
import { useAccountLabels } from '../../identity';
import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useUserChanges } from '../api/get-user-changes';
import { adminUsersMessages } from '../messages';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The user's audit trail, newest first: what changed from what to what, who changed it, when and why. */
export function UserChangeTrail({ userId }: { readonly userId: string }) {
  const t = useT(adminUsersMessages);
  const labels = useAccountLabels();
  const format = useFormat();
  const headingId = useId();
  const changes = useUserChanges(userId);

  const what = (change: AdminUserChange) => {
    if (change.field === 'ai_credits') return t('creditsChange', { credits: change.credits, balance: change.balance });
    return change.field === 'role'
      ? t('roleChange', { from: labels.role(change.from), to: labels.role(change.to) })
      : t('planChange', { from: labels.plan(change.from), to: labels.plan(change.to) });
  };
  const who = (change: AdminUserChange) =>
    change.field === 'subscription_tier' && change.source === 'billing'
      ? t('changedByBilling')
      : t('changedBy', { name: change.changed_by.display_name ?? t('erasedAccount') });

  return (
    <section className="user-trail" aria-labelledby={headingId} aria-busy={changes.isFetching}>
      <h2 id={headingId} className="change-access-heading">
        {t('trail')}
      </h2>
      {changes.isPending && <p role="status">{t('trailLoading')}</p>}
      {changes.isError && (
        <QueryError title={t('trailCouldNotLoad')} error={changes.error} onRetry={() => void changes.refetch()} retrying={changes.isFetching} />
      )}
      {changes.data && changes.data.changes.length === 0 && <p className="admin-users-status">{t('trailEmpty')}</p>}
      {changes.data && changes.data.changes.length > 0 && (
        <ol className="user-trail-list">
          {changes.data.changes.map((change) => (
            <li key={`${change.changed_at}:${change.field}`} className="user-trail-entry">
              <p className="user-trail-what">{what(change)}</p>
              <p className="user-trail-who">
                <time dateTime={change.changed_at}>{format.date(change.changed_at, WHEN)}</time> · {who(change)}
              </p>
              <p className="user-trail-why">{t('because', { reason: change.reason })}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
