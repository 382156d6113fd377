import { planOf } from '@pathwise/contracts';
import { streamId, type PathwiseEvent, type SubscriptionTier, type TrialTier } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import type { Decider } from '../../kernel/decider.js';
import { DomainError } from '../../kernel/domain-error.js';

export type PlanSubscriptionEvent = Extract<PathwiseEvent, { type: 'TrialStarted' | 'TrialEndingReminded' | 'TrialEnded' }>;

const DAY_MS = 86_400_000;
/** The trial-ending mail goes out this long before the end, so there is time to decide. */
export const TRIAL_REMINDER_BEFORE_MS = 3 * DAY_MS;

export interface Trial {
  readonly tier: TrialTier;
  readonly startedAt: Date;
  readonly endsAt: Date;
  readonly reminded: boolean;
  readonly ended: boolean;
}

export interface PlanSubscriptionState {
  readonly userId: string;
  /** The account's one trial, running or over; null until it starts one. */
  readonly trial: Trial | null;
}

export const planSubscriptionStreamId = (userId: string) => streamId('billing', userId);

const initialPlanSubscriptionState = (userId: string): PlanSubscriptionState => ({ userId, trial: null });

function evolvePlanSubscription(state: PlanSubscriptionState, event: StoredEvent<PathwiseEvent> | PlanSubscriptionEvent): PlanSubscriptionState {
  switch (event.type) {
    case 'TrialStarted':
      return {
        ...state,
        trial: { tier: event.data.tier, startedAt: new Date(event.data.startedAt), endsAt: new Date(event.data.endsAt), reminded: false, ended: false },
      };
    case 'TrialEndingReminded':
      return state.trial ? { ...state, trial: { ...state.trial, reminded: true } } : state;
    case 'TrialEnded':
      return state.trial ? { ...state, trial: { ...state.trial, ended: true } } : state;
    default:
      return state;
  }
}

export type PlanSubscriptionCommand =
  /** `currentTier` is the account's plan as identity holds it now: a trial is for an account on the free plan. */
  | { readonly type: 'StartTrial'; readonly tier: TrialTier; readonly currentTier: SubscriptionTier; readonly asOf: Date }
  | { readonly type: 'RemindTrialEnding'; readonly asOf: Date }
  | { readonly type: 'EndTrial'; readonly asOf: Date };

export const TRIAL_USED = 'Each account has one free trial, and this one has had it.';

function decidePlanSubscription(command: PlanSubscriptionCommand, state: PlanSubscriptionState): PlanSubscriptionEvent[] {
  const { userId, trial } = state;
  switch (command.type) {
    case 'StartTrial': {
      // The same trial asked for twice (a double click, a retried request) is the trial already running.
      if (trial && !trial.ended && trial.tier === command.tier) return [];
      if (trial) throw DomainError.conflict(TRIAL_USED);
      if (command.currentTier !== 'free') {
        throw DomainError.conflict('A free trial is for an account on the free plan; this one is on a paid plan already.');
      }
      const endsAt = new Date(command.asOf.getTime() + planOf(command.tier).trialDays * DAY_MS);
      return [{ type: 'TrialStarted', data: { userId, tier: command.tier, startedAt: command.asOf.toISOString(), endsAt: endsAt.toISOString() } }];
    }
    case 'RemindTrialEnding':
      if (!trial || trial.ended || trial.reminded || command.asOf.getTime() < trial.endsAt.getTime() - TRIAL_REMINDER_BEFORE_MS) return [];
      return [{ type: 'TrialEndingReminded', data: { userId, tier: trial.tier, endsAt: trial.endsAt.toISOString() } }];
    case 'EndTrial':
      if (!trial || trial.ended || command.asOf.getTime() < trial.endsAt.getTime()) return [];
      return [{ type: 'TrialEnded', data: { userId, tier: trial.tier, endedAt: command.asOf.toISOString(), outcome: 'returned_to_free' } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown plan subscription command ${JSON.stringify(unknown)}`);
    }
  }
}

/** An account's plan with Pathwise: for now its one free trial of a paid plan. */
export const planSubscriptionDecider: Decider<PlanSubscriptionCommand, PlanSubscriptionState, PlanSubscriptionEvent, StoredEvent<PathwiseEvent> | PlanSubscriptionEvent> = {
  decide: decidePlanSubscription,
  evolve: evolvePlanSubscription,
  initialState: initialPlanSubscriptionState,
};

/** Whole days left of a running trial, counting a part day as one; 0 once it is over. */
export const trialDaysLeft = (trial: Trial, asOf: Date): number =>
  trial.ended ? 0 : Math.max(0, Math.ceil((trial.endsAt.getTime() - asOf.getTime()) / DAY_MS));
