import { ChangeRoleRequest, roles, subscriptionTiers, type AdminUserSummary } from '@pathwise/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useAccountLabels } from '../../identity';
import { useT } from '../../../shared/i18n';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { Field } from '../../../shared/ui/field';
import { useChangeUserAccess, type UserAccessChange } from '../api/change-user-access';
import { adminUsersMessages } from '../messages';
import { AuditReasonField } from './audit-reason-field';

type AccessField = UserAccessChange['field'];

/** Each form's fields, named as the request body names them, so the server's errors land next to their control. */
const FIELDS: Readonly<Record<AccessField, readonly [AccessField, 'reason']>> = {
  role: ['role', 'reason'],
  subscription_tier: ['subscription_tier', 'reason'],
};

/** The reason alone, checked as the server will check it, before anything is sent. */
const ReasonCheck = ChangeRoleRequest.pick({ reason: true });

interface ChangeAccessFormProps {
  readonly user: AdminUserSummary;
  readonly field: AccessField;
  /** Shown but not usable, saying why: the signed-in admin's own role. */
  readonly locked?: boolean;
}

/** Changes a user's role or plan; a reason is required, and it is kept in the audit trail with the admin's name. */
export function ChangeAccessForm({ user, field, locked = false }: ChangeAccessFormProps) {
  const t = useT(adminUsersMessages);
  const labels = useAccountLabels();
  const headingId = useId();
  const isRole = field === 'role';
  const current = isRole ? user.role : user.subscription_tier;
  const choices = isRole
    ? roles.map((role) => ({ value: role, label: labels.role(role) }))
    : subscriptionTiers.map((tier) => ({ value: tier, label: labels.plan(tier) }));
  const labelOf = (value: string) => choices.find((choice) => choice.value === value)?.label ?? value;
  const [to, setTo] = useState<string>(current);
  const [reason, setReason] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const change = useChangeUserAccess();
  const errors = useFormErrors(FIELDS[field], (_field, issue) =>
    issue.code === 'too_big' ? t('reasonTooLong', { max: Number(issue.maximum) }) : t('reasonMissing'),
  );

  const request = (checkedReason: string): UserAccessChange | null => {
    if (isRole) {
      const role = roles.find((option) => option === to);
      return role ? { userId: user.uid, field, to: role, reason: checkedReason } : null;
    }
    const tier = subscriptionTiers.find((option) => option === to);
    return tier ? { userId: user.uid, field: 'subscription_tier', to: tier, reason: checkedReason } : null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending || locked) return;
    setSaved(null);
    // Choosing what is already set would append nothing, and leave the admin thinking something changed.
    if (to === current) {
      errors.show({ [field]: isRole ? t('sameRole') : t('samePlan') });
      return;
    }
    const checked = ReasonCheck.safeParse({ reason });
    if (!checked.success) {
      errors.showIssues(checked.error);
      return;
    }
    const wanted = request(checked.data.reason);
    if (!wanted) return;
    errors.clear();
    change.mutate(wanted, {
      onSuccess: () => {
        setReason('');
        setSaved(labelOf(wanted.to));
      },
      onError: (error) => errors.showRequestError(error),
    });
  };

  return (
    <form className="form change-access-form" noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={change.isPending}>
      <h2 id={headingId} className="change-access-heading">
        {isRole ? t('changeRole') : t('changePlan')}
      </h2>
      {locked && <p className="change-access-locked">{t('ownRole')}</p>}
      {errors.formError && (
        <p className="form-alert" role="alert">
          {errors.formError}
        </p>
      )}
      <fieldset className="change-access-fields" disabled={locked}>
        <Field label={isRole ? t('newRole') : t('newPlan')} error={errors.fieldErrors[field]}>
          {(control) => (
            <select
              {...control}
              ref={errors.register(field)}
              className="input select"
              name={field}
              value={to}
              onChange={(event) => {
                setTo(event.target.value);
                setSaved(null);
                errors.clear(field);
              }}
            >
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <AuditReasonField
          value={reason}
          error={errors.fieldErrors.reason}
          controlRef={errors.register('reason')}
          onChange={(next) => {
            setReason(next);
            setSaved(null);
            errors.clear('reason');
          }}
        />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={change.isPending}>
            {isRole ? t('saveRole') : t('savePlan')}
          </button>
          <p className="form-status" role="status">
            {change.isPending ? t('saving') : saved === null ? '' : isRole ? t('roleSaved', { role: saved }) : t('planSaved', { plan: saved })}
          </p>
        </div>
      </fieldset>
    </form>
  );
}
