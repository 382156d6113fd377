import { useId, type ReactNode } from 'react';

/** What a form control inside a {@link Field} spreads onto itself to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: string;
  /** Shown under the control and read with it; also marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Announce the error the moment it appears, for a control whose change acts at once (a file chosen is sent). */
  announceError?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and error: the control gets the id the label points at, and is described
 * by the hint and the error, so a screen reader announces the error when the field takes focus.
 */
export function Field({ label, error, hint, announceError = false, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {error && (
        <p id={errorId} className="field-error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
