/**
 * What a learner may get back, said before they buy: the whole order within this many days of the payment, while they
 * have finished less than this share of the course's lessons. Creators (for their own courses) and admins may refund
 * any paid order at any time. The server's rules and the pages' words both read these figures.
 */
export const refundPolicy = Object.freeze({
  windowDays: 30,
  /** A learner who finished this share of the lessons or more has had the course's worth. */
  maxLessonsFinishedPercent: 30,
});
