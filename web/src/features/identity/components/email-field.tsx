import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { authMessages } from '../messages';

interface EmailFieldProps {
  readonly value: string;
  readonly error: string | undefined;
  /** Receives the input element: for the form's error focus, and for focusing it first. */
  readonly inputRef: (element: HTMLInputElement | null) => void;
  readonly onChange: (value: string) => void;
}

/** The email address field of both sign-in steps. */
export function EmailField({ value, error, inputRef, onChange }: EmailFieldProps) {
  const t = useT(authMessages);
  return (
    <Field label={t('emailAddress')} error={error}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className="input"
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
