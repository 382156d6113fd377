import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useChangePaymentMethod } from '../api/change-payment-method';
import { billingMessages } from '../messages';

/**
 * Replacing the subscription's card: the provider's own page takes the new one and charges nothing. The card shown
 * here changes only once the provider has told the server, which /billing waits for on the way back.
 */
export function ReplaceCard() {
  const t = useT(billingMessages);
  const change = useChangePaymentMethod();
  // Busy from the click until the browser has left for the provider's page.
  const busy = change.isPending || change.isSuccess;
  return (
    <div className="billing-replace-card">
      <p className="form-hint" id="billing-replace-card-hint">
        {t('replaceCardHint')}
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={busy}
          aria-describedby="billing-replace-card-hint"
          onClick={() => {
            if (!busy) change.mutate(undefined, { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) });
          }}
        >
          {t('replaceCard')}
        </button>
      </div>
      <p className="form-status" role="status">
        {busy ? t('goingToCardPage') : ''}
      </p>
      {change.isError && <QueryError title={t('couldNotReplaceCard')} error={change.error} />}
    </div>
  );
}
