import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { QueryError } from '../../../shared/ui/query-error';
import { useRefundOrder } from '../api/refund-order';
import { salesMessages } from '../sales.messages';

export interface RefundableOrder {
  readonly orderId: string;
  readonly buyer: string;
  readonly courseTitle: string;
  /** The order's total as the reader's locale writes it: what goes back to the buyer. */
  readonly amount: string;
}

/**
 * The creator's question before refunding an order: what goes back, to whom, and that the buyer's access ends, with
 * an optional note; "Keep the order" is focused first, as the safe answer.
 */
export function SalesRefundDialog({ order, onClose, onRefunded }: { readonly order: RefundableOrder; readonly onClose: () => void; readonly onRefunded: () => void }) {
  const t = useT(salesMessages);
  const refund = useRefundOrder();
  const [note, setNote] = useState('');
  const close = () => {
    if (!refund.isPending) onClose();
  };
  const submit = () => {
    if (refund.isPending) return;
    const reason = note.trim();
    refund.mutate({ orderId: order.orderId, ...(reason ? { reason } : {}) }, { onSuccess: onRefunded });
  };
  return (
    <ModalDialog
      open
      title={t('refundTitle', { amount: order.amount })}
      body={
        <>
          <p>{t('refundBody', { buyer: order.buyer, amount: order.amount, course: order.courseTitle })}</p>
          <p>{t('refundEndsAccess')}</p>
        </>
      }
      onDismiss={close}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label={t('refundNote')} hint={t('refundNoteHint')}>
          {(control) => <textarea {...control} className="input" rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />}
        </Field>
        {refund.isError && <QueryError title={t('refundFailed')} error={refund.error} />}
        <div className="form-actions">
          {/* aria-disabled rather than disabled: a disabled button drops keyboard focus while the refund is made. */}
          <button type="submit" className="button" aria-disabled={refund.isPending}>
            {refund.isPending ? t('refunding') : t('confirmRefund', { amount: order.amount })}
          </button>
          <button type="button" className="button button-secondary" onClick={close} autoFocus>
            {t('keepOrder')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
