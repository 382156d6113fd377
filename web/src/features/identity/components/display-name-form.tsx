import { UpdateProfileRequest } from '@pathwise/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { Field } from '../../../shared/ui/field';
import { useUpdateProfile } from '../api/update-profile';
import { accountMessages } from '../account.messages';

const FIELDS = ['display_name'] as const;

/** Where the form stands; worded while rendering, so it follows the language of the interface. */
type Status = 'idle' | 'saving' | 'saved';

interface DisplayNameFormProps {
  displayName: string | null;
}

/** The name other people see on courses, the forum and certificates. */
export function DisplayNameForm({ displayName }: DisplayNameFormProps) {
  const [name, setName] = useState(displayName ?? '');
  const t = useT(accountMessages);
  const [status, setStatus] = useState<Status>('idle');
  const update = useUpdateProfile();
  const errors = useFormErrors(FIELDS, (_field, issue) =>
    issue.code === 'too_big' ? t('nameTooLong', { max: Number(issue.maximum) }) : t('nameMissing'),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = UpdateProfileRequest.safeParse({ display_name: name });
    if (!parsed.success) {
      setStatus('idle');
      errors.showIssues(parsed.error);
      return;
    }
    errors.clear();
    setStatus('saving');
    update.mutate(parsed.data, {
      onSuccess: (user) => {
        setName(user.profile.display_name ?? '');
        setStatus('saved');
      },
      onError: (error) => {
        setStatus('idle');
        errors.showRequestError(error);
      },
    });
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={update.isPending}>
      {errors.formError && (
        <p className="form-alert" role="alert">
          {errors.formError}
        </p>
      )}
      <Field label={t('displayName')} hint={t('displayNameHint')} error={errors.fieldErrors.display_name}>
        {(control) => (
          <input
            {...control}
            ref={errors.register('display_name')}
            className="input"
            name="display_name"
            type="text"
            autoComplete="name"
            maxLength={80}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setStatus('idle');
              errors.clear('display_name');
            }}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={update.isPending}>
          {t('saveName')}
        </button>
        <p className="form-status" role="status">
          {status === 'saving' ? t('saving') : status === 'saved' ? t('nameSaved') : ''}
        </p>
      </div>
    </form>
  );
}
