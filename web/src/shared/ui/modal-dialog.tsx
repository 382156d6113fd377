import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal-dialog.css';

interface ModalDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  /** What the question is about: the dialog's description. */
  readonly body: ReactNode;
  /** Escape was pressed: the caller decides whether the dialog may close now. */
  readonly onDismiss: () => void;
  /** The answers: buttons, or a form holding them. */
  readonly children: ReactNode;
}

/**
 * A modal question: the browser's own dialog, so focus stays inside it, Escape asks to close it and focus returns to
 * what opened it. Every question the app asks before a change that costs money or ends something is one of these.
 */
export function ModalDialog({ open, title, body, onDismiss, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // jsdom has no showModal; the open attribute shows it there all the same.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="modal-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId}>{body}</div>
      {children}
    </dialog>
  );
}
