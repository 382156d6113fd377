import type { AdminUserSummary } from '@pathwise/contracts';
import { Fragment, useId, useState } from 'react';
import { useAccountLabels, useAuth } from '../../identity';
import { useFormat, useT } from '../../../shared/i18n';
import { adminUsersMessages } from '../messages';
import { UserPanel } from './user-panel';

interface UsersTableProps {
  readonly users: readonly AdminUserSummary[];
  /** The rows are the previous page's while the next one loads. */
  readonly busy: boolean;
}

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * One row per user, each unfolding a panel below it to change the role or plan and read the audit trail; one panel
 * at a time, so the table stays readable. On a phone each row is a card (admin-users.css), its cells labelled.
 */
export function UsersTable({ users, busy }: UsersTableProps) {
  const t = useT(adminUsersMessages);
  const labels = useAccountLabels();
  const format = useFormat();
  const signedInAs = useAuth().user?.uid;
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const panelIds = useId();
  const missing = <span className="admin-users-missing">{t('erased')}</span>;

  return (
    <table className="users-table" aria-busy={busy}>
      <caption className="sr-only">{t('title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('name')}</th>
          <th scope="col">{t('email')}</th>
          <th scope="col">{t('role')}</th>
          <th scope="col">{t('plan')}</th>
          <th scope="col">{t('joined')}</th>
          <th scope="col">{t('lastSignIn')}</th>
          <th scope="col">
            <span className="sr-only">{t('actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const open = openUserId === user.uid;
          const panelId = `${panelIds}-${user.uid}`;
          const name = user.display_name ?? user.email ?? user.uid;
          return (
            <Fragment key={user.uid}>
              <tr className="users-table-row">
                <th scope="row" data-label={t('name')}>
                  {user.display_name ?? missing}
                </th>
                <td data-label={t('email')}>{user.email ?? missing}</td>
                <td data-label={t('role')}>{labels.role(user.role)}</td>
                <td data-label={t('plan')}>{labels.plan(user.subscription_tier)}</td>
                <td data-label={t('joined')}>
                  <time dateTime={user.created_at}>{format.date(user.created_at, DAY)}</time>
                </td>
                <td data-label={t('lastSignIn')}>
                  {user.last_login ? <time dateTime={user.last_login}>{format.date(user.last_login, DAY)}</time> : t('never')}
                </td>
                <td className="users-table-action">
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={t('manageUser', { name })}
                    aria-expanded={open}
                    {...(open ? { 'aria-controls': panelId } : {})}
                    onClick={() => setOpenUserId(open ? null : user.uid)}
                  >
                    {t('manage')}
                  </button>
                </td>
              </tr>
              {open && (
                <tr className="users-table-panel">
                  <td id={panelId} colSpan={7}>
                    <UserPanel user={user} name={name} isSignedInUser={user.uid === signedInAs} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
