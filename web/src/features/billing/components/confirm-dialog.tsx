import type { ReactNode } from 'react';
import { ModalDialog } from '../../../shared/ui/modal-dialog';

interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** A yes-or-no question before a plan change; "no" is focused first, as the safe answer. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <ModalDialog open={open} title={title} body={children} onDismiss={onCancel}>
      <div className="form-actions">
        <button type="button" className="button" aria-disabled={busy} onClick={() => !busy && onConfirm()}>
          {confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} autoFocus>
          {cancelLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
