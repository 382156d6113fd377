import type { Plan } from '@pathwise/contracts';
import { useId } from 'react';
import { useFormat, useT } from '../../shared/i18n';
import { useAuth } from '../../features/identity';
import { PageLink } from '../components/page-link';
import { priceCents, useMoney, yearlySavingPercent, type BillingPeriod } from './plan-prices';
import { pricingMessages } from './pricing.messages';

const extras = {
  free: ['free1', 'free2', 'free3'],
  pro: ['pro1', 'pro2', 'pro3', 'pro4'],
  pro_plus: ['pro_plus1', 'pro_plus2', 'pro_plus3', 'pro_plus4'],
} as const;

interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
  highlighted?: boolean;
}

/** One plan: its price for the chosen period, what it includes, and the way in (sign up, or billing when signed in). */
export function PlanCard({ plan, period, highlighted = false }: PlanCardProps) {
  const t = useT(pricingMessages);
  const { number } = useFormat();
  const money = useMoney();
  const auth = useAuth();
  const nameId = useId();
  const name = t(plan.tier);
  const isFree = plan.monthlyPriceCents === 0;
  const isCurrent = auth.status === 'signed-in' && auth.user.subscription_tier === plan.tier;

  const courses =
    plan.publishedCourseLimit === null
      ? t('coursesUnlimited')
      : plan.publishedCourseLimit === 1
        ? t('coursesOne')
        : t('coursesLimit', { count: number(plan.publishedCourseLimit) });

  return (
    <article className="mk-plan" data-highlighted={highlighted} data-current={isCurrent} aria-labelledby={nameId}>
      <div className="mk-plan-head">
        <h3 id={nameId}>{name}</h3>
        {isCurrent ? <p className="mk-badge">{t('current')}</p> : highlighted && <p className="mk-badge">{t('popular')}</p>}
      </div>
      <p className="mk-plan-tagline">{t(`${plan.tier}Tagline`)}</p>
      <p className="mk-price">
        <span className="mk-price-amount">{money(priceCents(plan, period))}</span>{' '}
        <span className="mk-price-period">{period === 'monthly' ? t('perMonth') : t('perYear')}</span>
      </p>
      <p className="mk-plan-note">
        {isFree
          ? t('freeForever')
          : period === 'yearly'
            ? t('yearlyEquivalent', { price: money(plan.yearlyPriceCents / 12), percent: yearlySavingPercent(plan) })
            : plan.trialDays > 0 && t('trial', { days: plan.trialDays })}
      </p>
      <PlanAction plan={plan} name={name} isCurrent={isCurrent} period={period} />
      <ul className="mk-checklist" aria-label={t('planFeatures', { plan: name })}>
        <li>{courses}</li>
        <li>{t('credits', { credits: number(plan.monthlyAiCredits) })}</li>
        {extras[plan.tier].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
        {plan.trialDays > 0 && <li>{t('trial', { days: plan.trialDays })}</li>}
      </ul>
    </article>
  );
}

function PlanAction({ plan, name, isCurrent, period }: { plan: Plan; name: string; isCurrent: boolean; period: BillingPeriod }) {
  const t = useT(pricingMessages);
  const signedIn = useAuth().status === 'signed-in';
  // Plans change only through billing on the server; a visitor signs up first and chooses there.
  if (!signedIn) {
    return (
      <PageLink to="/signup" className="button button-block">
        {plan.trialDays > 0 ? t('startTrial', { days: plan.trialDays }) : t('signUpFree')}
      </PageLink>
    );
  }
  return (
    // A paid plan opens /billing with that plan and period chosen, ready to subscribe (or to change to it).
    <PageLink
      to="/billing"
      search={isCurrent || plan.tier === 'free' ? undefined : { plan: plan.tier, period }}
      className={isCurrent ? 'button button-secondary button-block' : 'button button-block'}
    >
      {isCurrent ? t('manage') : t('choose', { plan: name })}
    </PageLink>
  );
}
