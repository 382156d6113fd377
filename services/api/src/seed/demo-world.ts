import type { Language, Role, SubscriptionTier } from '@pathwise/event-schemas';
import { deterministicEventId } from '@pathwise/event-store';
import type { CommandOrigin } from '../kernel/command-origin.js';
import type { DemoCourse } from './demo-course.js';
import { algebraCourse } from './courses/algebra.course.js';
import { dataLiteracyCourse } from './courses/data-literacy.course.js';
import { fractionsCourse } from './courses/fractions.course.js';
import { spanishTravelCourse } from './courses/spanish-travel.course.js';
import { statisticsCourse } from './courses/statistics.course.js';

/** The id of a demo entity, the same on every machine and every run. */
export const demoId = (kind: string, handle: string) => deterministicEventId('demo-world', kind, handle);

export interface DemoPerson {
  readonly handle: string;
  readonly displayName: string;
  readonly role: Role;
  readonly tier: SubscriptionTier;
  readonly language: Language;
}

/** A small world a newcomer can explore: creators with courses, learners at different paces, an admin. */
export const demoPeople: readonly DemoPerson[] = [
  { handle: 'maya', displayName: 'Maya Chen', role: 'instructor', tier: 'pro', language: 'en' },
  { handle: 'diego', displayName: 'Diego Ramírez', role: 'creator', tier: 'pro_plus', language: 'es' },
  { handle: 'amara', displayName: 'Amara Okafor', role: 'creator', tier: 'free', language: 'en' },
  { handle: 'elodie', displayName: 'Élodie Marchand', role: 'creator', tier: 'pro', language: 'fr' },
  { handle: 'admin', displayName: 'Pathwise Admin', role: 'admin', tier: 'pro_plus', language: 'en' },
  { handle: 'lena', displayName: 'Lena Fischer', role: 'student', tier: 'free', language: 'en' },
  { handle: 'omar', displayName: 'Omar Haddad', role: 'student', tier: 'pro', language: 'en' },
  { handle: 'sofia', displayName: 'Sofía Morales', role: 'student', tier: 'free', language: 'es' },
  { handle: 'kenji', displayName: 'Kenji Watanabe', role: 'student', tier: 'free', language: 'en' },
  { handle: 'claire', displayName: 'Claire Dubois', role: 'student', tier: 'pro', language: 'fr' },
  { handle: 'tunde', displayName: 'Tunde Bello', role: 'student', tier: 'free', language: 'en' },
  { handle: 'priya', displayName: 'Priya Nair', role: 'student', tier: 'pro_plus', language: 'en' },
  { handle: 'jonas', displayName: 'Jonas Berg', role: 'student', tier: 'free', language: 'en' },
  { handle: 'alex', displayName: 'Alex Rivera', role: 'student', tier: 'free', language: 'en' },
];

/** A demo person acting as the routes would see them. */
export function demoOrigin(handle: string): CommandOrigin {
  const person = demoPeople.find((each) => each.handle === handle)!;
  return { actor: { userId: demoId('user', handle), role: person.role, tier: person.tier, sessionId: 'demo-world', via: 'bearer' }, requestId: 'demo-world' };
}

/** The address a demo person signs in with (the code arrives in the development outbox). */
export const demoEmail = (handle: string) => `${handle}@example.com`;

/**
 * The learner the public demo pages show (the emotional-design demo, the adaptive profile): a synthetic learner with
 * known true skills whose history is simulated through the real commands, so every estimate about them can be
 * checked against the truth.
 */
export const DEMO_LEARNER_HANDLE = 'alex';
export const DEMO_LEARNER_EMAIL = demoEmail(DEMO_LEARNER_HANDLE);

export const demoLearnerStory = {
  course: 'fractions',
  seed: 2026,
  /** Study sessions over the last two weeks, the last one within the hour. */
  sessions: 8,
  days: 14,
  /**
   * True abilities (logits) per skill of the course: at ease with what fractions are, lost once they must be
   * compared and added, so the history ends in a run of failed attempts at the second part's quiz.
   */
  trueSkills: { 'skill-1': 0.9, 'skill-2': -2.4 },
  learningRate: 0.05,
} as const;

/** The catalogue of the demo world, one file per course under `courses/`: English, Spanish and French, free and paid. */
export const demoCourses: readonly DemoCourse[] = [
  fractionsCourse,
  algebraCourse,
  spanishTravelCourse,
  dataLiteracyCourse,
  statisticsCourse,
];

/** The demo's one purchase: Kenji, who studies the free fractions course, bought Maya's paid algebra course. */
export const demoPurchase = { buyer: 'kenji', course: 'algebra' } as const;

/** The demo's one refund: Tunde bought Élodie's statistics course and asked for his money back the same day. */
export const demoRefund = { buyer: 'tunde', course: 'statistics' } as const;

/** The demo's paid plan: Maya subscribed to Pro monthly 40 days ago; her first renewal was paid 10 days ago. */
export const demoSubscription = { subscriber: 'maya', tier: 'pro', period: 'monthly', startedDaysAgo: 40 } as const;

/** The demo's coupon: Maya's 20 % off her paid algebra course, 50 uses, once per customer; Tunde bought the course with it. */
export const demoCoupon = { code: 'ALGEBRA20', creator: 'maya', course: 'algebra', percent: 20, maxRedemptions: 50, buyer: 'tunde' } as const;

/**
 * The demo creators' sales history before today's one purchase: paid orders of the paid courses over the last 75
 * days (days ago, the buyer's country choosing the tax), so /sales shows a chart, totals and orders on a fresh start.
 * Sofía's algebra is older than any payout's cutoff can be (30 days before the first of a month), so Maya's last
 * monthly payout always paid for it (demo-payouts.ts).
 * Buyers are not enrolled in the course otherwise; each order enrols its buyer as a purchase does. Tunde's algebra
 * (with a coupon) and statistics (refunded) orders are the coupon's and the refund's own, placed through checkout.
 */
export const demoSales: readonly { buyer: string; course: string; daysAgo: number; country: string | null }[] = [
  { buyer: 'omar', course: 'spanish-travel', daysAgo: 58, country: null },
  { buyer: 'omar', course: 'statistics', daysAgo: 55, country: null },
  { buyer: 'sofia', course: 'algebra', daysAgo: 75, country: 'ES' },
  { buyer: 'kenji', course: 'spanish-travel', daysAgo: 44, country: null },
  { buyer: 'priya', course: 'statistics', daysAgo: 40, country: null },
  { buyer: 'priya', course: 'spanish-travel', daysAgo: 30, country: null },
  { buyer: 'jonas', course: 'algebra', daysAgo: 21, country: null },
  { buyer: 'sofia', course: 'statistics', daysAgo: 15, country: 'ES' },
  { buyer: 'tunde', course: 'spanish-travel', daysAgo: 12, country: null },
  { buyer: 'claire', course: 'algebra', daysAgo: 9, country: 'FR' },
  { buyer: 'jonas', course: 'statistics', daysAgo: 6, country: null },
  { buyer: 'kenji', course: 'statistics', daysAgo: 3, country: null },
];

/** The demo's sales tax by the buyer's country (the EU's standard VAT rates), in basis points; frozen into each demo order. */
export const demoSalesTaxRates: Readonly<Record<string, number>> = { DE: 1_900, ES: 2_100, FR: 2_000 };

/** Who studies what, and how diligently (study sessions over the last two weeks). */
export const demoEnrolments: readonly { learner: string; course: string; sessions: number; skill: number }[] = [
  { learner: 'lena', course: 'fractions', sessions: 11, skill: 0.55 },
  { learner: 'lena', course: 'algebra', sessions: 4, skill: 0.45 },
  { learner: 'omar', course: 'algebra', sessions: 9, skill: 0.7 },
  { learner: 'omar', course: 'data-literacy', sessions: 5, skill: 0.8 },
  { learner: 'sofia', course: 'spanish-travel', sessions: 12, skill: 0.75 },
  { learner: 'kenji', course: 'fractions', sessions: 6, skill: 0.35 },
  { learner: 'claire', course: 'spanish-travel', sessions: 7, skill: 0.6 },
  { learner: 'claire', course: 'data-literacy', sessions: 3, skill: 0.5 },
  { learner: 'claire', course: 'statistics', sessions: 6, skill: 0.7 },
  { learner: 'tunde', course: 'data-literacy', sessions: 8, skill: 0.65 },
  { learner: 'priya', course: 'algebra', sessions: 10, skill: 0.85 },
  { learner: 'priya', course: 'fractions', sessions: 3, skill: 0.9 },
  { learner: 'jonas', course: 'spanish-travel', sessions: 2, skill: 0.3 },
];

/**
 * Learners who finished a course before the two weeks of study the world shows, and what they thought of it: the
 * ratings and reviews on the course pages, with the creator's reply where there is one. Some courses have none yet.
 */
export const demoGraduates: readonly { learner: string; course: string; rating: number; review: string | null; reply?: string }[] = [
  { learner: 'tunde', course: 'fractions', rating: 5, review: 'The pizza diagrams finally made equivalent fractions click for me. Short lessons and fair quizzes.' },
  {
    learner: 'jonas',
    course: 'fractions',
    rating: 4,
    review: 'Clear and friendly. I would have liked more practice on adding fractions with different denominators.',
    reply: 'Thank you, Jonas! More practice on unlike denominators is coming in the next version.',
  },
  { learner: 'sofia', course: 'fractions', rating: 5, review: null },
  { learner: 'kenji', course: 'data-literacy', rating: 4, review: 'Practical from the first lesson: I now build pivot tables at work.' },
  {
    learner: 'priya',
    course: 'data-literacy',
    rating: 3,
    review: 'Good content, but the charts lesson moved too fast for me.',
    reply: 'Thanks, Priya. I am splitting the charts lesson in two so each step gets its own exercise.',
  },
  { learner: 'omar', course: 'spanish-travel', rating: 5, review: '¡Perfecto! Exactly the phrases I needed for my trip to Seville.' },
];

/**
 * Certificates: every graduate above holds the certificate of the course they finished (issued as the reactor would);
 * these holders show their name on theirs, and this one was revoked by an admin.
 */
export const demoCertificates = {
  namesShown: ['tunde', 'kenji'],
  revoked: {
    learner: 'sofia',
    course: 'fractions',
    by: 'admin',
    reason: 'issued_in_error',
    note: 'Recorded against the wrong course during an import; Sofía keeps her review.',
  },
} as const;

/**
 * Answers to "How likely are you to recommend Pathwise?" over the last six weeks, so /admin/nps has a score, a trend,
 * a distribution and comments on a fresh start. Kenji is left out: he holds a certificate and has not answered, so
 * he is asked on his dashboard (the survey's browser test answers as him).
 */
export const demoNpsResponses: readonly { person: string; score: number; comment: string | null; daysAgo: number }[] = [
  { person: 'lena', score: 9, comment: 'The lessons are short enough to fit in my lunch break.', daysAgo: 38 },
  { person: 'maya', score: 8, comment: 'Publishing a new version is easy; I would like more analytics.', daysAgo: 33 },
  { person: 'omar', score: 10, comment: null, daysAgo: 31 },
  { person: 'diego', score: 10, comment: 'Mis estudiantes encuentran las preguntas de repaso muy útiles.', daysAgo: 26 },
  { person: 'sofia', score: 8, comment: null, daysAgo: 24 },
  { person: 'claire', score: 10, comment: 'Les explications de chaque réponse sont claires.', daysAgo: 19 },
  { person: 'tunde', score: 3, comment: 'I wanted the refund to be easier to find.', daysAgo: 15 },
  { person: 'amara', score: 5, comment: 'The free plan is too limited for my classes.', daysAgo: 12 },
  { person: 'priya', score: 9, comment: null, daysAgo: 11 },
  { person: 'jonas', score: 7, comment: 'More practice exercises, please.', daysAgo: 8 },
  { person: 'elodie', score: 9, comment: 'Le tableau des ventes est très pratique.', daysAgo: 4 },
];
