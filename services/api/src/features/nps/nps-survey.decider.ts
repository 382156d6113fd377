import type { PathwiseEvent, Role, SubscriptionTier } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import { npsAnsweredRecently } from './nps-survey.errors.js';
import { answeredWithinQuietWindow, dismissedWithinSnooze } from './nps-survey.rules.js';

export type NpsSurveyEvent = Extract<PathwiseEvent, { type: 'NpsResponseGiven' | 'NpsSurveyDismissed' }>;

/** One person's survey history as far as deciding needs it: their last answer and their last "Not now". */
export interface NpsSurveyState {
  readonly lastAnswer: { readonly score: number; readonly comment: string | null; readonly at: Date } | null;
  readonly lastDismissedAt: Date | null;
}

const initialSurveyState = (): NpsSurveyState => ({ lastAnswer: null, lastDismissedAt: null });

function evolveSurvey(state: NpsSurveyState, event: NpsSurveyEvent): NpsSurveyState {
  switch (event.type) {
    case 'NpsResponseGiven':
      return { ...state, lastAnswer: { score: event.data.score, comment: event.data.comment, at: new Date(event.data.answeredAt) } };
    case 'NpsSurveyDismissed':
      return { ...state, lastDismissedAt: new Date(event.data.dismissedAt) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export interface GiveNpsResponse {
  readonly type: 'GiveNpsResponse';
  readonly data: { readonly userId: string; readonly score: number; readonly comment: string | null; readonly role: Role; readonly plan: SubscriptionTier };
  readonly metadata: { readonly now: Date };
}

export interface DismissNpsSurvey {
  readonly type: 'DismissNpsSurvey';
  readonly data: { readonly userId: string };
  readonly metadata: { readonly now: Date };
}

export type NpsSurveyCommand = GiveNpsResponse | DismissNpsSurvey;

function answer(command: GiveNpsResponse, state: NpsSurveyState): NpsSurveyEvent[] {
  const { userId, score, comment, role, plan } = command.data;
  const { now } = command.metadata;
  if (state.lastAnswer && answeredWithinQuietWindow(state.lastAnswer.at, now)) {
    // The same answer again is a retried request (a double click); another one is a second vote within the window.
    if (state.lastAnswer.score === score && state.lastAnswer.comment === comment) return [];
    throw npsAnsweredRecently();
  }
  return [{ type: 'NpsResponseGiven', data: { userId, score, comment, role, plan, answeredAt: now.toISOString() } }];
}

function dismiss(command: DismissNpsSurvey, state: NpsSurveyState): NpsSurveyEvent[] {
  const { now } = command.metadata;
  // Already quiet (answered, or a "Not now" still holding): another dismissal would only move the snooze, so it is a retry.
  if (answeredWithinQuietWindow(state.lastAnswer?.at ?? null, now) || dismissedWithinSnooze(state.lastDismissedAt, now)) return [];
  return [{ type: 'NpsSurveyDismissed', data: { userId: command.data.userId, dismissedAt: now.toISOString() } }];
}

/** Pure: one person's answers to the recommendation survey, at most one in 90 days, and their dismissals. */
function decideSurvey(command: NpsSurveyCommand, state: NpsSurveyState): NpsSurveyEvent[] {
  switch (command.type) {
    case 'GiveNpsResponse':
      return answer(command, state);
    case 'DismissNpsSurvey':
      return dismiss(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown survey command ${String((unknown as NpsSurveyCommand).type)}`);
    }
  }
}

export const npsSurveyDecider: Decider<NpsSurveyCommand, NpsSurveyState, NpsSurveyEvent> = {
  decide: decideSurvey,
  evolve: evolveSurvey,
  initialState: initialSurveyState,
};
