import type { MeResponse } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { accessMessages } from '../messages';

interface SubscriptionRequiredPageProps {
  /** The plans the page is for; any one of them would do. */
  plans: readonly MeResponse['subscription_tier'][];
}

/** A signed-in user on another plan than the page's (spec section 5): exact matching, so pro is not pro_plus. */
export function SubscriptionRequiredPage({ plans }: SubscriptionRequiredPageProps) {
  const t = useT(accessMessages);
  const plan = plans.map((name) => t(`plan_${name}`)).join(t('or'));
  useDocumentTitle(t('subscriptionRequired'));
  return (
    <section className="status-page" aria-labelledby="subscription-required-heading">
      <h1 id="subscription-required-heading">{t('subscriptionRequired')}</h1>
      <p>{t('subscriptionMessage', { plan })}</p>
      <div className="status-actions">
        <Link to="/billing" className="button">
          {t('upgradePlan')}
        </Link>
        <Link to="/" className="button button-secondary">
          {t('goToHome')}
        </Link>
      </div>
    </section>
  );
}
