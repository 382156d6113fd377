import { planOf, plans, type BillingResponse, type Plan } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useFormat, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { PurchasesSection } from '../../commerce';
import { useBilling } from '../api/get-billing';
import { useStartTrial } from '../api/start-trial';
import { billingMessages } from '../messages';
import '../billing.css';

/** /billing: the plan the account is on, what it includes, and its one free trial of a paid plan. */
export function BillingPage() {
  const t = useT(billingMessages);
  const billing = useBilling();
  useDocumentTitle(t('title'));
  return (
    <div className="billing">
      <div className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      {billing.isPending && (
        <p className="billing-status" role="status">
          {t('loading')}
        </p>
      )}
      {billing.isError && <QueryError title={t('couldNotLoad')} error={billing.error} onRetry={() => void billing.refetch()} retrying={billing.isFetching} />}
      {billing.data && (
        <>
          <CurrentPlan billing={billing.data} />
          {billing.data.trialAvailable && <TrialOffers />}
          <PurchasesSection />
          <p>
            <Link to="/pricing">{t('comparePlans')}</Link>
          </p>
        </>
      )}
    </div>
  );
}

function CurrentPlan({ billing }: { billing: BillingResponse }) {
  const t = useT(billingMessages);
  const { number, date } = useFormat();
  const plan = planOf(billing.tier);
  const { trial } = billing;
  const longDate = (moment: string) => date(moment, { dateStyle: 'long' });
  return (
    <section className="card" aria-labelledby="billing-plan-heading">
      <h2 id="billing-plan-heading">{t('yourPlan')}</h2>
      <p>{t('planNow', { plan: t(`plan_${plan.tier}`) })}</p>
      <dl className="facts">
        <div className="fact">
          <dt>{t('publishedCourses')}</dt>
          <dd>{plan.publishedCourseLimit === null ? t('unlimited') : number(plan.publishedCourseLimit)}</dd>
        </div>
        <div className="fact">
          <dt>{t('aiCredits')}</dt>
          <dd>{number(plan.monthlyAiCredits)}</dd>
        </div>
      </dl>
      {trial && !trial.ended && (
        <div className="billing-trial" role="status">
          <p>{t('trialRunning', { plan: t(`plan_${trial.tier}`), date: longDate(trial.endsAt), days: trial.daysLeft })}</p>
          <p>{t('trialNothingCharged')}</p>
        </div>
      )}
      {trial?.ended && <p>{t('trialEnded', { plan: t(`plan_${trial.tier}`), date: longDate(trial.endsAt) })}</p>}
    </section>
  );
}

const trialPlans = plans.filter((plan): plan is Plan & { tier: 'pro' | 'pro_plus' } => plan.trialDays > 0);

function TrialOffers() {
  const t = useT(billingMessages);
  const start = useStartTrial();
  const days = Math.max(...trialPlans.map((plan) => plan.trialDays));
  return (
    <section className="card" aria-labelledby="billing-try-heading">
      <h2 id="billing-try-heading">{t('tryTitle')}</h2>
      <p>{t('tryIntro', { days })}</p>
      <div className="form-actions">
        {trialPlans.map((plan) => (
          <button
            key={plan.tier}
            type="button"
            className={plan.tier === 'pro' ? 'button' : 'button button-secondary'}
            aria-disabled={start.isPending}
            onClick={() => {
              if (!start.isPending) start.mutate({ tier: plan.tier });
            }}
          >
            {t('startTrial', { plan: t(`plan_${plan.tier}`), days: plan.trialDays })}
          </button>
        ))}
      </div>
      <p className="form-status" role="status">
        {start.isPending ? t('starting') : ''}
      </p>
      {start.isError && <QueryError title={t('couldNotStart')} error={start.error} />}
    </section>
  );
}
