import { GrantAiCreditsRequest, type AdminUserSummary } from '@pathwise/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { Field } from '../../../shared/ui/field';
import { useGrantAiCredits } from '../api/grant-ai-credits';
import { adminUsersMessages } from '../messages';
import { AuditReasonField } from './audit-reason-field';

const FIELDS = ['credits', 'reason'] as const;
const MAX_CREDITS = 100_000;

/** Grants a user AI credits by hand; the reason is kept in the audit trail with the admin's name. */
export function GrantCreditsForm({ user }: { readonly user: AdminUserSummary }) {
  const t = useT(adminUsersMessages);
  const format = useFormat();
  const headingId = useId();
  const [credits, setCredits] = useState('');
  const [reason, setReason] = useState('');
  // One id per grant the admin means: a resend after a lost answer grants once.
  const [grantId, setGrantId] = useState(() => crypto.randomUUID());
  const [balance, setBalance] = useState<number | null>(null);
  const grant = useGrantAiCredits();
  const errors = useFormErrors(FIELDS, (field, issue) => {
    if (field === 'reason') return issue.code === 'too_big' ? t('reasonTooLong', { max: Number(issue.maximum) }) : t('reasonMissing');
    return t('creditsInvalid', { max: format.number(MAX_CREDITS) });
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (grant.isPending) return;
    setBalance(null);
    const checked = GrantAiCreditsRequest.safeParse({ credits: credits.trim() === '' ? Number.NaN : Number(credits), reason, grantId });
    if (!checked.success) {
      errors.showIssues(checked.error);
      return;
    }
    errors.clear();
    grant.mutate(
      { userId: user.uid, ...checked.data },
      {
        onSuccess: (after) => {
          setCredits('');
          setReason('');
          setGrantId(crypto.randomUUID());
          setBalance(after.ai_credits.balance);
        },
        onError: (error) => errors.showRequestError(error),
      },
    );
  };

  return (
    <form className="form change-access-form" noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={grant.isPending}>
      <h2 id={headingId} className="change-access-heading">
        {t('grantCredits')}
      </h2>
      {errors.formError && (
        <p className="form-alert" role="alert">
          {errors.formError}
        </p>
      )}
      <Field label={t('creditsToGrant')} hint={t('creditsHint')} error={errors.fieldErrors.credits}>
        {(control) => (
          <input
            {...control}
            ref={errors.register('credits')}
            className="input"
            name="credits"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CREDITS}
            step={1}
            value={credits}
            onChange={(event) => {
              setCredits(event.target.value);
              setBalance(null);
              errors.clear('credits');
            }}
          />
        )}
      </Field>
      <AuditReasonField
        value={reason}
        error={errors.fieldErrors.reason}
        controlRef={errors.register('reason')}
        onChange={(next) => {
          setReason(next);
          setBalance(null);
          errors.clear('reason');
        }}
      />
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={grant.isPending}>
          {t('grant')}
        </button>
        <p className="form-status" role="status">
          {grant.isPending ? t('saving') : balance === null ? '' : t('creditsGranted', { balance })}
        </p>
      </div>
    </form>
  );
}
