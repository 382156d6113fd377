import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { Field } from '../../../shared/ui/field';
import { QueryError } from '../../../shared/ui/query-error';
import { Skeleton, SkeletonOutline } from '../../../shared/ui/skeleton';
import { useConfirmTestCheckout } from '../api/confirm-test-checkout';
import { useTestCheckoutSession } from '../api/get-test-checkout-session';
import { usePayTestCheckout } from '../api/pay-test-checkout';
import { useFormatMoney } from '../lib/use-format-money';
import { commerceMessages } from '../messages';
import '../commerce.css';

const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');
const looksLikeCard = (cardNumber: string) => /^\d{12,19}$/.test(digitsOf(cardNumber));

/**
 * /checkout/test/$sessionId: the built-in test provider's own checkout page, standing where Stripe's hosted page will.
 * It shows the amount, takes a test card and, for a card that asks for it, a second confirmation step; the outcome
 * reaches the order through the provider's webhook, and the buyer goes on to our success page to wait for it.
 */
export function TestCheckoutPage({ sessionId, onDone }: { readonly sessionId: string; readonly onDone: (path: string) => void }) {
  const t = useT(commerceMessages);
  const { money } = useFormatMoney();
  const session = useTestCheckoutSession(sessionId);
  const pay = usePayTestCheckout(sessionId);
  const confirm = useConfirmTestCheckout(sessionId);
  const [cardNumber, setCardNumber] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [step, setStep] = useState<'card' | 'confirm'>('card');
  const [message, setMessage] = useState<'declined' | 'refused' | null>(null);
  useDocumentTitle(t('checkoutTitle'));

  if (session.isPending) {
    return (
      <SkeletonOutline className="commerce-page checkout-page" label={t('loading')}>
        <h1>{t('checkoutTitle')}</h1>
        <Skeleton className="order-lines-skeleton" />
      </SkeletonOutline>
    );
  }
  if (session.isError) {
    return (
      <section className="commerce-page checkout-page">
        <h1>{t('checkoutTitle')}</h1>
        <QueryError title={t('couldNotLoadCheckout')} error={session.error} onRetry={() => void session.refetch()} retrying={session.isFetching} />
      </section>
    );
  }
  const { amount, currency, successUrl, cancelUrl, savesPaymentMethod } = session.data;
  const amountText = money(amount, currency);
  const busy = pay.isPending || confirm.isPending;

  const afterOutcome = (outcome: 'succeeded' | 'declined' | 'requires_confirmation', declinedAs: 'declined' | 'refused') => {
    if (outcome === 'succeeded') onDone(successUrl);
    else if (outcome === 'requires_confirmation') {
      setMessage(null);
      setStep('confirm');
    } else {
      setStep('card');
      setMessage(declinedAs);
    }
  };

  const submitCard = () => {
    if (busy) return;
    if (!looksLikeCard(cardNumber)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setMessage(null);
    pay.mutate({ cardNumber: digitsOf(cardNumber) }, { onSuccess: ({ outcome }) => afterOutcome(outcome, 'declined') });
  };

  const answer = (approve: boolean) => {
    if (busy) return;
    confirm.mutate({ cardNumber: digitsOf(cardNumber), approve }, { onSuccess: ({ outcome }) => afterOutcome(outcome, 'refused') });
  };

  return (
    <section className="commerce-page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{step === 'confirm' ? t('confirmTitle') : t('checkoutTitle')}</h1>
      <p className="commerce-hint">{t('checkoutIntro')}</p>
      {savesPaymentMethod && <p>{amount === 0 ? `${t('savesCard')} ${t('nothingNow')}` : t('savesCard')}</p>}
      <dl className="order-lines">
        <div className="order-total">
          <dt>{t('amountDue')}</dt>
          <dd>{amountText}</dd>
        </div>
      </dl>
      {message && (
        <p className="commerce-error" role="alert">
          {t(message)}
        </p>
      )}
      {(pay.isError || confirm.isError) && <QueryError title={t('paymentFailed')} error={pay.error ?? confirm.error} />}
      {step === 'confirm' ? (
        <div className="commerce-actions">
          <p>{t('confirmIntro', { amount: amountText })}</p>
          <div className="commerce-buttons">
            <button type="button" className="button" aria-disabled={busy} onClick={() => answer(true)} autoFocus>
              {confirm.isPending ? t('confirming') : t('confirm')}
            </button>
            <button type="button" className="button button-secondary" aria-disabled={busy} onClick={() => answer(false)}>
              {t('refuse')}
            </button>
          </div>
        </div>
      ) : (
        <form
          className="commerce-actions"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitCard();
          }}
        >
          <Field label={t('cardNumber')} hint={savesPaymentMethod ? t('savedCardHint') : t('cardHint')} error={invalid ? t('cardInvalid') : undefined}>
            {(control) => (
              <input
                {...control}
                className="input"
                inputMode="numeric"
                autoComplete="cc-number"
                value={cardNumber}
                onChange={(event) => setCardNumber(event.target.value)}
              />
            )}
          </Field>
          <div className="commerce-buttons">
            <button type="submit" className="button" aria-disabled={busy}>
              {pay.isPending ? t('paying') : savesPaymentMethod && amount === 0 ? t('saveCard') : `${t('payNow')} ${amountText}`}
            </button>
            <a className="button button-secondary" href={cancelUrl}>
              {t('cancelCheckout')}
            </a>
          </div>
        </form>
      )}
    </section>
  );
}
