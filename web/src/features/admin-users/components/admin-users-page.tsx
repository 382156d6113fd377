import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { Pager } from '../../../shared/ui/pager';
import { QueryError } from '../../../shared/ui/query-error';
import { SearchBox } from '../../../shared/ui/search-box';
import { USERS_PAGE_SIZE, useAdminUsers } from '../api/get-admin-users';
import type { AdminUsersSearch } from '../lib/admin-users-search';
import { adminUsersMessages } from '../messages';
import { UserFilters } from './user-filters';
import { UsersTable } from './users-table';
import '../admin-users.css';

interface AdminUsersPageProps {
  readonly search: AdminUsersSearch;
  /**
   * Changes part of the search. The route keeps it in the address, so a filtered list can be shared and survives a
   * reload; it merges the change into the address's latest search, so quick successive changes all apply.
   */
  readonly onSearchChange: (change: Partial<AdminUsersSearch>) => void;
}

/** /admin/users: find people, change their role or plan with a reason, and read each one's audit trail. */
export function AdminUsersPage({ search, onSearchChange }: AdminUsersPageProps) {
  const t = useT(adminUsersMessages);
  const users = useAdminUsers(search);
  useDocumentTitle(t('title'));
  const page = search.page ?? 1;
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / USERS_PAGE_SIZE)) : 1;
  const filtered = Boolean(search.search || search.role || search.tier);
  const emptyTitle = search.search ? t('emptyMatch', { search: search.search }) : filtered ? t('emptyFiltered') : t('empty');

  return (
    <div className="admin-users">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <div className="admin-users-search">
        <SearchBox
          key={search.search ?? ''}
          label={t('search')}
          hint={t('searchHint')}
          buttonLabel={t('searchButton')}
          words={search.search}
          onSearch={(words) => onSearchChange({ search: words, page: undefined })}
        />
        <UserFilters search={search} onChange={onSearchChange} />
      </div>

      {users.isPending && (
        <p className="admin-users-status" role="status">
          {t('loading')}
        </p>
      )}
      {users.isError && (
        <QueryError title={t('couldNotLoad')} error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      )}
      {users.data && users.data.users.length === 0 && (
        <div className="empty-state">
          <p className="empty-state-title">{emptyTitle}</p>
          {filtered && <p>{t('emptyHint')}</p>}
        </div>
      )}
      {users.data && users.data.users.length > 0 && (
        <>
          <UsersTable users={users.data.users} busy={users.isPlaceholderData} />
          <Pager
            label={t('pagination')}
            summary={t('summary', { total: users.data.total, page, pages })}
            page={page}
            pages={pages}
            previousLabel={t('previous')}
            nextLabel={t('next')}
            onPage={(next) => onSearchChange({ page: next === 1 ? undefined : next })}
          />
        </>
      )}
    </div>
  );
}
