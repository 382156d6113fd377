import { trialsNeedingAction } from '@pathwise/projections';
import type { BillingJobDeps } from './billing-job-deps.js';
import { TRIAL_REMINDER_BEFORE_MS, type Trial } from './plan-subscription.decider.js';
import { trialEndedMail, trialEndingMail } from './trial-mails.js';

/** How often trials are looked at: a trial ends within this long of its moment. */
export const TRIAL_DEADLINES_INTERVAL_MS = 15 * 60 * 1000;
const PAGE = 500;
const METADATA = { actor: { kind: 'system' as const, id: 'trial-deadlines' } };

export interface TrialDeadlinesRun {
  readonly reminded: readonly string[];
  readonly ended: readonly string[];
}

/**
 * Ends the trials whose time is up and sends the reminder of those ending within three days. The event is appended
 * before its mail is sent: a failed send loses one mail rather than ever sending one twice.
 */
export async function runTrialDeadlines(deps: BillingJobDeps): Promise<TrialDeadlinesRun> {
  const reminded: string[] = [];
  const ended: string[] = [];
  const billingUrl = `${deps.publicUrl?.replace(/\/$/, '') ?? ''}/billing`;
  const asOf = deps.clock();
  const mail = async (userId: string, trial: Trial, write: typeof trialEndingMail) => {
    const { state: account } = await deps.accounts.load(userId);
    if (!account.email) return;
    await deps.mailer.send(write({ to: account.email, language: account.preferredLanguage, tier: trial.tier, endsAt: trial.endsAt, billingUrl }));
  };
  for (const userId of await trialsNeedingAction(deps.db, asOf, TRIAL_REMINDER_BEFORE_MS, PAGE)) {
    const end = await deps.subscriptions.execute(userId, { type: 'EndTrial', asOf }, METADATA);
    if (end.changed && end.state.trial) {
      ended.push(userId);
      await mail(userId, end.state.trial, trialEndedMail);
      continue;
    }
    const remind = await deps.subscriptions.execute(userId, { type: 'RemindTrialEnding', asOf }, METADATA);
    if (remind.changed && remind.state.trial) {
      reminded.push(userId);
      await mail(userId, remind.state.trial, trialEndingMail);
    }
  }
  if (reminded.length || ended.length) deps.logger.info({ reminded: reminded.length, ended: ended.length }, 'trial deadlines run');
  return { reminded, ended };
}
