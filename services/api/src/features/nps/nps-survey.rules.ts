import type { Role } from '@pathwise/event-schemas';

const DAY_MS = 24 * 60 * 60 * 1_000;

/** Someone who answered is not asked again for this long, and may not answer again before it has passed (ADR 61). */
export const NPS_QUIET_DAYS = 90;
/** "Not now" keeps the survey away for this long: long enough not to nag, short enough to ask within the season. */
export const NPS_SNOOZE_DAYS = 30;
/** Usage long enough to have an opinion of the platform, not just of its sign-up. */
export const NPS_USAGE_DAYS = 14;

/** Admins run the platform; the survey asks the people it serves. */
const askedRoles: readonly Role[] = ['student', 'creator', 'instructor'];

/** Why the survey is shown now, or why not. */
export type NpsAskReason = 'after_certificate' | 'after_14_days_of_use';
export type NpsQuietReason = 'answered_recently' | 'dismissed_recently' | 'too_early' | 'role_not_asked';

/** What is known of one person for the survey, as the read model keeps it. */
export interface NpsSurveyFacts {
  readonly role: Role;
  readonly registeredAt: Date | null;
  readonly lastCertificateAt: Date | null;
  readonly lastAnsweredAt: Date | null;
  readonly lastDismissedAt: Date | null;
}

export type NpsEligibility =
  | { readonly ask: true; readonly reason: NpsAskReason; readonly askAgainAt: null }
  | { readonly ask: false; readonly reason: NpsQuietReason; readonly askAgainAt: Date | null };

const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Whether the quiet window after an answer still holds at `now`. */
export const answeredWithinQuietWindow = (lastAnsweredAt: Date | null, now: Date): boolean =>
  lastAnsweredAt !== null && now < plusDays(lastAnsweredAt, NPS_QUIET_DAYS);

/** Whether a "Not now" still holds at `now`. */
export const dismissedWithinSnooze = (lastDismissedAt: Date | null, now: Date): boolean =>
  lastDismissedAt !== null && now < plusDays(lastDismissedAt, NPS_SNOOZE_DAYS);

/**
 * Ask after a certificate earned since the survey was last seen (a moment of pride), or once someone has used the
 * platform for two weeks; never within 90 days of an answer nor 30 of a "Not now".
 */
export function npsEligibility(facts: NpsSurveyFacts, now: Date): NpsEligibility {
  if (!askedRoles.includes(facts.role)) return { ask: false, reason: 'role_not_asked', askAgainAt: null };
  if (answeredWithinQuietWindow(facts.lastAnsweredAt, now)) {
    return { ask: false, reason: 'answered_recently', askAgainAt: plusDays(facts.lastAnsweredAt!, NPS_QUIET_DAYS) };
  }
  if (dismissedWithinSnooze(facts.lastDismissedAt, now)) {
    return { ask: false, reason: 'dismissed_recently', askAgainAt: plusDays(facts.lastDismissedAt!, NPS_SNOOZE_DAYS) };
  }
  const lastSeen = [facts.lastAnsweredAt, facts.lastDismissedAt].reduce<Date | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);
  if (facts.lastCertificateAt && (!lastSeen || facts.lastCertificateAt > lastSeen)) return { ask: true, reason: 'after_certificate', askAgainAt: null };
  if (facts.registeredAt && now >= plusDays(facts.registeredAt, NPS_USAGE_DAYS)) return { ask: true, reason: 'after_14_days_of_use', askAgainAt: null };
  return { ask: false, reason: 'too_early', askAgainAt: facts.registeredAt ? plusDays(facts.registeredAt, NPS_USAGE_DAYS) : null };
}

/** The Net Promoter Score of a set of answers: % promoters (9, 10) less % detractors (0 to 6), null with none. */
export function netPromoterScore(distribution: readonly number[]): number | null {
  const total = distribution.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const promoters = (distribution[9] ?? 0) + (distribution[10] ?? 0);
  const detractors = distribution.slice(0, 7).reduce((sum, count) => sum + count, 0);
  return Math.round(((promoters - detractors) * 100) / total);
}
