import { type Card, type Grade, Rating, State, createEmptyCard, fsrs } from 'ts-fsrs';

/**
 * Spaced review of mastered skills (ADR 12) with FSRS, through the ts-fsrs package.
 *
 * The scheduler is deterministic: no fuzz (which would draw random intervals), and no short-term learning steps,
 * because a skill is reviewed in days, not the minutes a flashcard deck's learning steps use; FSRS then manages every
 * interval itself. Times are epoch milliseconds, passed in; a card is plain JSON so it can sit in a read model.
 */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

export const reviewCardStates = ['new', 'learning', 'review', 'relearning'] as const;
export type ReviewCardState = (typeof reviewCardStates)[number];

export interface ReviewCard {
  readonly skillId: string;
  /** When the next review is due, epoch ms. */
  readonly due: number;
  readonly stability: number;
  readonly difficulty: number;
  readonly elapsedDays: number;
  readonly scheduledDays: number;
  readonly learningSteps: number;
  readonly reps: number;
  readonly lapses: number;
  readonly state: ReviewCardState;
  readonly lastReview: number | null;
}

export const reviewRatings = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof reviewRatings)[number];

const grades: Readonly<Record<ReviewRating, Grade>> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const stateNames: Readonly<Record<State, ReviewCardState>> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

const states: Readonly<Record<ReviewCardState, State>> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

const toJson = (skillId: string, card: Card): ReviewCard => ({
  skillId,
  due: card.due.getTime(),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: stateNames[card.state],
  lastReview: card.last_review?.getTime() ?? null,
});

const fromJson = (card: ReviewCard): Card => ({
  due: new Date(card.due),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsedDays,
  scheduled_days: card.scheduledDays,
  learning_steps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: states[card.state],
  ...(card.lastReview === null ? {} : { last_review: new Date(card.lastReview) }),
});

/** A card never reviewed, due at once. */
export function newReviewCard(skillId: string, at: number): ReviewCard {
  return toJson(skillId, createEmptyCard(new Date(at)));
}

/**
 * The card for a skill that has just been mastered: the mastering answer counts as its first Good review, so the
 * first real review falls a few days later rather than immediately.
 */
export function startReviewCard(skillId: string, masteredAt: number): ReviewCard {
  return recordReview(newReviewCard(skillId, masteredAt), 'good', masteredAt);
}

/** The card after a review rated `rating` at `at`. */
export function recordReview(card: ReviewCard, rating: ReviewRating, at: number): ReviewCard {
  return toJson(card.skillId, scheduler.next(fromJson(card), new Date(at), grades[rating]).card);
}

export interface ReviewAnswer {
  readonly correct: boolean;
  /** How long the answer took, when known. */
  readonly responseMs?: number;
  /** How long an answer to this item usually takes (the item's median), when known. */
  readonly expectedMs?: number;
}

/**
 * The FSRS rating of an answer on a skill under review. Wrong is Again (a lapse). Right is Good, unless timing says
 * more: within half the usual time it was effortless recall (Easy); over twice the usual time it was effortful
 * (Hard). Without timing, right is Good.
 */
export function ratingForAnswer(answer: ReviewAnswer): ReviewRating {
  if (!answer.correct) return 'again';
  const { responseMs, expectedMs } = answer;
  if (responseMs === undefined || expectedMs === undefined || expectedMs <= 0) return 'good';
  if (responseMs <= expectedMs / 2) return 'easy';
  if (responseMs > expectedMs * 2) return 'hard';
  return 'good';
}

/**
 * One rating for all the answers an attempt gave on one skill, so that a quiz counts as one review of the skill and
 * not one per item: all wrong is Again, a mix is Hard, all right is Good, or Easy when every answer was Easy.
 * (FSRS barely moves stability on same-day repeats, but a stray Again per item would count several lapses.)
 */
export function ratingForAttempt(answers: readonly ReviewAnswer[]): ReviewRating | null {
  if (answers.length === 0) return null;
  const ratings = answers.map(ratingForAnswer);
  if (ratings.every((rating) => rating === 'again')) return 'again';
  if (ratings.includes('again')) return 'hard';
  if (ratings.every((rating) => rating === 'easy')) return 'easy';
  return ratings.includes('hard') ? 'hard' : 'good';
}

/** The cards due at `now`, most overdue first (ties by skill id, so the order is stable). */
export function dueReviews(cards: readonly ReviewCard[], now: number): ReviewCard[] {
  return cards
    .filter((card) => card.due <= now)
    .sort((a, b) => a.due - b.due || (a.skillId < b.skillId ? -1 : a.skillId > b.skillId ? 1 : 0));
}

/** FSRS's probability that the learner still recalls the skill at `now` (0..1). */
export function recallProbability(card: ReviewCard, now: number): number {
  return scheduler.get_retrievability(fromJson(card), new Date(now), false);
}
