import { describe, expect, it } from 'vitest';
import { httpErrorFor } from '../../http/domain-problems.js';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { npsSurveyDecider, type NpsSurveyCommand, type NpsSurveyEvent } from './nps-survey.decider.js';
import { netPromoterScore, npsEligibility, type NpsSurveyFacts } from './nps-survey.rules.js';

const userId = 'lena';
const DAY_MS = 86_400_000;
const start = new Date('2026-03-01T10:00:00.000Z');
const day = (n: number) => new Date(start.getTime() + n * DAY_MS);

const answer = (on: Date, score: number, comment: string | null = null): NpsSurveyCommand => ({
  type: 'GiveNpsResponse',
  data: { userId, score, comment, role: 'student', plan: 'pro' },
  metadata: { now: on },
});
const dismiss = (on: Date): NpsSurveyCommand => ({ type: 'DismissNpsSurvey', data: { userId }, metadata: { now: on } });
const answered = (on: Date, score: number, comment: string | null = null): NpsSurveyEvent => ({
  type: 'NpsResponseGiven',
  data: { userId, score, comment, role: 'student', plan: 'pro', answeredAt: on.toISOString() },
});
const dismissed = (on: Date): NpsSurveyEvent => ({ type: 'NpsSurveyDismissed', data: { userId, dismissedAt: on.toISOString() } });

const given = deciderSpecification(npsSurveyDecider, { id: userId });

describe('the recommendation survey decider', () => {
  it('records a first answer with the role and plan of the moment', () => {
    given().when(answer(day(0), 9, 'Clear lessons')).then([answered(day(0), 9, 'Clear lessons')]);
  });

  it('refuses a different answer within 90 days as a conflict naming the score', () => {
    const error = given(answered(day(0), 9)).when(answer(day(89), 3)).rejects('conflict', /last 90 days/);
    expect(error.fields.map((field) => field.pointer)).toEqual(['#/body/score']);
    expect(httpErrorFor(error).status).toBe(409);
  });

  it('takes the same answer sent again within the window as a retry: nothing appended', () => {
    given(answered(day(0), 9, 'Clear lessons')).when(answer(day(0), 9, 'Clear lessons')).then([]);
  });

  it('takes a new answer once 90 days have passed', () => {
    given(answered(day(0), 9)).when(answer(day(90), 7)).then([answered(day(90), 7)]);
  });

  it('lets someone answer after saying "Not now"', () => {
    given(dismissed(day(0))).when(answer(day(1), 10)).then([answered(day(1), 10)]);
  });

  it('records a dismissal, and a second one within the snooze or after an answer as already done', () => {
    given().when(dismiss(day(0))).then([dismissed(day(0))]);
    given(dismissed(day(0))).when(dismiss(day(29))).then([]);
    given(answered(day(0), 8)).when(dismiss(day(10))).then([]);
    given(dismissed(day(0))).when(dismiss(day(30))).then([dismissed(day(30))]);
  });
});

describe('when the survey asks', () => {
  const facts = (overrides: Partial<NpsSurveyFacts>): NpsSurveyFacts => ({
    role: 'student',
    registeredAt: day(0),
    lastCertificateAt: null,
    lastAnsweredAt: null,
    lastDismissedAt: null,
    ...overrides,
  });

  it('asks after 14 days of use, not before, and never admins', () => {
    expect(npsEligibility(facts({}), day(13))).toEqual({ ask: false, reason: 'too_early', askAgainAt: day(14) });
    expect(npsEligibility(facts({}), day(14))).toEqual({ ask: true, reason: 'after_14_days_of_use', askAgainAt: null });
    expect(npsEligibility(facts({ role: 'admin' }), day(40)).reason).toBe('role_not_asked');
  });

  it('asks after a certificate earned since the survey was last seen, even in the first two weeks', () => {
    expect(npsEligibility(facts({ lastCertificateAt: day(2) }), day(3))).toMatchObject({ ask: true, reason: 'after_certificate' });
    expect(npsEligibility(facts({ lastCertificateAt: day(2), lastDismissedAt: day(40) }), day(71))).toMatchObject({ ask: true, reason: 'after_14_days_of_use' });
  });

  it('keeps quiet 90 days after an answer and 30 after a "Not now"', () => {
    expect(npsEligibility(facts({ lastAnsweredAt: day(20), lastCertificateAt: day(30) }), day(50))).toEqual({ ask: false, reason: 'answered_recently', askAgainAt: day(110) });
    expect(npsEligibility(facts({ lastDismissedAt: day(20) }), day(49))).toEqual({ ask: false, reason: 'dismissed_recently', askAgainAt: day(50) });
    expect(npsEligibility(facts({ lastDismissedAt: day(20) }), day(50)).ask).toBe(true);
  });

  it('scores % promoters less % detractors', () => {
    // 2 promoters, 1 passive, 1 detractor of 4: 50 - 25.
    expect(netPromoterScore([0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 1])).toBe(25);
    expect(netPromoterScore(new Array<number>(11).fill(0))).toBeNull();
  });
});
