import { roles, subscriptionTiers } from '@pathwise/contracts';
import { useAccountLabels } from '../../identity';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import type { AdminUsersSearch } from '../lib/admin-users-search';
import { adminUsersMessages } from '../messages';

interface UserFiltersProps {
  readonly search: AdminUsersSearch;
  /** A changed filter starts again from the first page. */
  readonly onChange: (change: Partial<AdminUsersSearch>) => void;
}

/** Role and plan: each applies as soon as it is chosen. */
export function UserFilters({ search, onChange }: UserFiltersProps) {
  const t = useT(adminUsersMessages);
  const labels = useAccountLabels();
  const filtered = Boolean(search.search || search.role || search.tier);

  return (
    <fieldset className="admin-users-filters">
      <legend className="sr-only">{t('filters')}</legend>
      <Field label={t('role')}>
        {(control) => (
          <select
            {...control}
            className="input select"
            value={search.role ?? ''}
            onChange={(event) => onChange({ role: roles.find((role) => role === event.target.value), page: undefined })}
          >
            <option value="">{t('anyRole')}</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {labels.role(role)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('plan')}>
        {(control) => (
          <select
            {...control}
            className="input select"
            value={search.tier ?? ''}
            onChange={(event) => onChange({ tier: subscriptionTiers.find((tier) => tier === event.target.value), page: undefined })}
          >
            <option value="">{t('anyPlan')}</option>
            {subscriptionTiers.map((tier) => (
              <option key={tier} value={tier}>
                {labels.plan(tier)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {filtered && (
        <button type="button" className="button button-secondary" onClick={() => onChange({ search: undefined, role: undefined, tier: undefined, page: undefined })}>
          {t('clear')}
        </button>
      )}
    </fieldset>
  );
}
