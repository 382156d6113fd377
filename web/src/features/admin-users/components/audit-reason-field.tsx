import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { adminUsersMessages } from '../messages';

interface AuditReasonFieldProps {
  readonly value: string;
  /** The field's error, already in the reader's language. */
  readonly error: string | undefined;
  /** Where the form's errors find the control, to focus it. */
  readonly controlRef: (element: HTMLElement | null) => void;
  readonly onChange: (reason: string) => void;
}

/** Why an admin changes an account: the reason every audited change asks for and the user's trail keeps. */
export function AuditReasonField({ value, error, controlRef, onChange }: AuditReasonFieldProps) {
  const t = useT(adminUsersMessages);
  return (
    <Field label={t('reason')} hint={t('reasonHint')} error={error}>
      {(control) => (
        <textarea
          {...control}
          ref={controlRef}
          className="input"
          name="reason"
          rows={2}
          maxLength={500}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
