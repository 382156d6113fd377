/** Every stream is named `<category>-<id>`; this list is the one place categories are declared. */
/**
 * `email` and `identity` streams are named by a keyed hash of the address or external identity, never the thing
 * itself, so that a stream id holds no personal data.
 */
export const streamCategories = [
  'learner',
  'account',
  'email',
  'identity',
  /** Failed sign-in code checks for one address, account or not: `signin-<keyed hash of the address>`. */
  'signin',
  'course',
  /** Co-author invitations to one email address, named by its keyed hash: `coauthorinvite-<hash>`. */
  'coauthorinvite',
  /** One learner's enrolment in one course: `enrolment-<courseId>.<learnerId>`; at most one event. */
  'enrolment',
  /** One learner's completion of one course: `completion-<courseId>.<learnerId>`; at most one event. */
  'completion',
  /** One learner's rating and review of one course, with its creator's reply: `review-<courseId>.<learnerId>`. */
  'review',
  'lead',
  /** One person's answers to the recommendation survey and their dismissals: `npssurvey-<userId>`. */
  'npssurvey',
  /** Every attempt at one quiz and its regrades: `attempts-<courseId>.<quizId>`. */
  'attempts',
  /** One learner's check-yourself answers in one course: `practice-<courseId>.<learnerId>`. */
  'practice',
  /** One adaptive placement test: `placement-<testId>`. */
  'placement',
  /** A forum thread of a course. */
  'thread',
  /** An uploaded file and where it is attached. */
  'material',
  /** The collaborative (CRDT) text of one lesson: `lessondoc-<courseId>.<lessonId>`. */
  'lessondoc',
  /** A user's in-app notifications. */
  'inbox',
  /** A pro_plus user's white-label settings: `whitelabel-<userId>`. */
  'whitelabel',
  /** What the adaptive engine concluded about one learner: `mastery-<learnerId>`. */
  'mastery',
  /** Calibrations of the learner model and item banks from all learners' answers: `calibration-platform`. */
  'calibration',
  /** A learner's gamification: XP, levels, achievements and rewards: `stats-<learnerId>`. */
  'stats',
  /** Leaderboard choices: `leaderboard-learner.<learnerId>` (opting in or out), `leaderboard-course.<courseId>` (on or off). */
  'leaderboard',
  /** One account's plan with Pathwise: its free trial (and, with billing, its subscription): `billing-<userId>`. */
  'billing',
  /** One purchase of one course: `order-<orderId>`, the id derived from buyer and course (commerce). */
  'order',
  /** One creator's being paid: the payout account and each month's payout: `payouts-<creatorId>` (commerce). */
  'payouts',
  /** One coupon, named by its upper-cased code: `coupon-<CODE>` (commerce). */
  'coupon',
  /** The receipt mailed to the buyer of one paid order: `receipt-<orderId>`; at most one event. */
  'receipt',
  /** One learner's certificate of one course: `certificate-<certificateId>`, the id derived from both (certificates). */
  'certificate',
  /** A course's certificate criteria: `certificatecriteria-<courseId>`. */
  'certificatecriteria',
  /** Which certificate holds each index of one revocation status list: `certificatestatuslist-<listId>`. */
  'certificatestatuslist',
  /** How a course is narrated and which paragraph audio it has: `narration-<courseId>`. */
  'narration',
] as const;
export type StreamCategory = (typeof streamCategories)[number];

export function streamId(category: StreamCategory, id: string): string {
  if (id.length === 0) throw new Error(`A ${category} stream needs an id`);
  return `${category}-${id}`;
}

export function parseStreamId(stream: string): { category: string; id: string } {
  const dash = stream.indexOf('-');
  if (dash <= 0) return { category: stream, id: '' };
  return { category: stream.slice(0, dash), id: stream.slice(dash + 1) };
}
