import { forumLimits } from '@pathwise/contracts';
import type { ReactNode } from 'react';
import { Field } from '../../../shared/ui/field';

/** What went wrong with the form as a whole, above its fields; nothing when all is well. */
export function PostFormAlert({ message }: { readonly message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}

interface PostFieldProps {
  readonly label: string;
  readonly error: string | undefined;
  /** Lets the form's errors move keyboard focus to this control. */
  readonly controlRef: (element: HTMLElement | null) => void;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** A thread's title, no longer than the server takes. */
export function PostTitleField({ label, error, controlRef, value, onChange }: PostFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          ref={controlRef}
          className="input"
          name="title"
          type="text"
          maxLength={forumLimits.titleMax}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A post's message, no longer than the server takes. */
export function PostBodyField({ label, error, controlRef, value, onChange, rows, autoFocus }: PostFieldProps & { readonly rows: number; readonly autoFocus?: boolean }) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          ref={controlRef}
          className="input forum-textarea"
          name="body"
          rows={rows}
          maxLength={forumLimits.bodyMax}
          value={value}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

interface PostActionsProps {
  readonly pending: boolean;
  readonly label: string;
  /** Said on the button while the request is on its way. */
  readonly pendingLabel: string;
  /** Further buttons after the submit button. */
  readonly children?: ReactNode;
}

/** The submit button of a forum form, which says while it is busy, and whatever else the form offers beside it. */
export function PostActions({ pending, label, pendingLabel, children }: PostActionsProps) {
  return (
    <div className="form-actions">
      <button type="submit" className="button" aria-disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
      {children}
    </div>
  );
}
