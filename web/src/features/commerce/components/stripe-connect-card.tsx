import type { StripeConnectOverview } from '@pathwise/contracts';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useStartStripeOnboarding } from '../api/start-stripe-onboarding';
import { useSyncStripeAccount } from '../api/sync-stripe-account';
import { stripeConnectMessages } from '../stripe-connect.messages';

/** Stripe sends the creator back to /connect with `?onboarding=return` (finished or left) or `refresh` (an expired link). */
const backFromStripe = (search: Record<string, unknown>) => search['onboarding'] === 'return' || search['onboarding'] === 'refresh';

/**
 * The creator's Stripe connected account on /connect: connect it, continue onboarding where Stripe asks for more, and
 * its state. Back from Stripe, the account is read again from Stripe once, as its webhook may not have come yet.
 */
export function StripeConnectCard({ connect }: { readonly connect: StripeConnectOverview }) {
  const t = useT(stripeConnectMessages);
  const returned = backFromStripe(useSearch({ strict: false }) as Record<string, unknown>);
  const sync = useSyncStripeAccount();
  const synced = useRef(false);
  const { account } = connect;

  useEffect(() => {
    if (!returned || !account || synced.current) return;
    synced.current = true;
    sync.mutate();
  }, [returned, account, sync]);

  return (
    <section className="card stripe-connect" aria-labelledby="connect-stripe-heading" aria-busy={sync.isPending}>
      <h2 id="connect-stripe-heading">{t('title')}</h2>
      <p>{t('intro')}</p>
      <p className="form-status" role="status">
        {sync.isPending ? t('checking') : ''}
      </p>
      {sync.isError && (
        <div className="form-alert" role="alert">
          <p>{t('couldNotCheck')}</p>
          <button type="button" className="button button-secondary" onClick={() => sync.mutate()}>
            {t('checkAgain')}
          </button>
        </div>
      )}
      {account ? (
        <>
          <dl className="facts">
            <div className="fact">
              <dt>{t('statusLabel')}</dt>
              <dd>
                <span className={`connect-status connect-status-${account.status}`}>{t(account.status)}</span>
              </dd>
            </div>
            <div className="fact">
              <dt>{t('chargesEnabled')}</dt>
              <dd>{account.chargesEnabled ? t('enabled') : t('notEnabled')}</dd>
            </div>
            <div className="fact">
              <dt>{t('payoutsEnabled')}</dt>
              <dd>{account.payoutsEnabled ? t('enabled') : t('notEnabled')}</dd>
            </div>
          </dl>
          <p>{t(account.status === 'needs_information' ? 'needsInformationHelp' : account.status === 'pending' ? 'pendingHelp' : 'activeHelp')}</p>
          {account.status === 'active' && account.requirementsDue && <p>{t('requirementsDueHelp')}</p>}
          {(account.status === 'needs_information' || account.requirementsDue) && <OnboardingButton label={t('continueOnboarding')} />}
        </>
      ) : (
        <>
          <p>{t('notConnected')}</p>
          <OnboardingButton label={t('connect')} />
        </>
      )}
    </section>
  );
}

/** Asks for a fresh onboarding link (Stripe's are used once and expire) and leaves for Stripe's hosted pages. */
function OnboardingButton({ label }: { readonly label: string }) {
  const t = useT(stripeConnectMessages);
  const onboarding = useStartStripeOnboarding();
  // The page stays busy from the answer until the browser has left for Stripe.
  const [leaving, setLeaving] = useState(false);
  const busy = onboarding.isPending || leaving;
  const start = () => {
    if (busy) return;
    onboarding.mutate(undefined, {
      onSuccess: ({ url }) => {
        setLeaving(true);
        window.location.assign(url);
      },
    });
  };
  return (
    <div className="form-actions">
      {onboarding.isError && (
        <p className="form-alert" role="alert">
          {t('couldNotOpen')}
        </p>
      )}
      <button type="button" className="button" onClick={start} aria-disabled={busy} aria-busy={busy}>
        {busy ? t('opening') : label}
      </button>
    </div>
  );
}
