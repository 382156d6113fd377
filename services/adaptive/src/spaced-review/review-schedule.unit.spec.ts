import { describe, expect, it } from 'vitest';
import {
  type ReviewCard,
  type ReviewRating,
  dueReviews,
  newReviewCard,
  ratingForAnswer,
  recallProbability,
  ratingForAttempt,
  recordReview,
  startReviewCard,
} from './review-schedule.js';

const DAY = 86_400_000;
const start = Date.parse('2026-01-01T09:00:00Z');

/** Reviews the card on its due date with each rating in turn, returning the intervals in days. */
function intervalsAfter(ratings: readonly ReviewRating[]): number[] {
  let card = startReviewCard('fractions', start);
  const intervals: number[] = [];
  for (const rating of ratings) {
    const at = card.due;
    card = recordReview(card, rating, at);
    intervals.push((card.due - at) / DAY);
  }
  return intervals;
}

describe('review schedule', () => {
  it('first schedules a newly mastered skill a few days out, as plain JSON', () => {
    const card = startReviewCard('fractions', start);
    expect(JSON.parse(JSON.stringify(card))).toEqual(card);
    expect(card).toMatchObject({ skillId: 'fractions', state: 'review', reps: 1, lapses: 0, lastReview: start });
    expect(card.due - start).toBeGreaterThanOrEqual(DAY);
    expect(card.due - start).toBeLessThanOrEqual(7 * DAY);
  });

  it('grows the interval after each successive Good review', () => {
    const intervals = intervalsAfter(['good', 'good', 'good', 'good']);
    intervals.slice(1).forEach((interval, index) => expect(interval).toBeGreaterThan(intervals[index] ?? Infinity));
    expect(intervals.at(-1)).toBeGreaterThan(30);
  });

  it('drops the interval back to a few days after Again, counting a lapse', () => {
    const [, , longInterval, afterLapse] = intervalsAfter(['good', 'good', 'good', 'again']);
    expect(longInterval).toBeGreaterThan(30);
    expect(afterLapse).toBeLessThanOrEqual(7);
    let card = startReviewCard('fractions', start);
    card = recordReview(card, 'again', card.due);
    expect(card.lapses).toBe(1);
  });

  it('spaces Easy further than Good and Hard shorter than Good', () => {
    const card = startReviewCard('fractions', start);
    const next = (rating: ReviewRating) => recordReview(card, rating, card.due).due;
    expect(next('easy')).toBeGreaterThan(next('good'));
    expect(next('hard')).toBeLessThan(next('good'));
  });

  it('is deterministic: the same reviews give the same card', () => {
    const run = () =>
      recordReview(recordReview(startReviewCard('s', start), 'good', start + 3 * DAY), 'hard', start + 20 * DAY);
    expect(run()).toEqual(run());
  });

  it('lowers the recall probability as time passes since the last review', () => {
    const card = startReviewCard('fractions', start);
    expect(recallProbability(card, start + DAY)).toBeGreaterThan(recallProbability(card, start + 30 * DAY));
    expect(recallProbability(card, card.due)).toBeGreaterThan(0.85);
  });
});

describe('ratingForAnswer', () => {
  it('rates wrong as Again and right as Good without timing', () => {
    expect(ratingForAnswer({ correct: false, responseMs: 1_000, expectedMs: 10_000 })).toBe('again');
    expect(ratingForAnswer({ correct: true })).toBe('good');
    expect(ratingForAnswer({ correct: true, responseMs: 1_000, expectedMs: 0 })).toBe('good');
  });

  it('rates a right answer by its speed against the usual time, at the boundaries', () => {
    expect(ratingForAnswer({ correct: true, responseMs: 5_000, expectedMs: 10_000 })).toBe('easy');
    expect(ratingForAnswer({ correct: true, responseMs: 5_001, expectedMs: 10_000 })).toBe('good');
    expect(ratingForAnswer({ correct: true, responseMs: 20_000, expectedMs: 10_000 })).toBe('good');
    expect(ratingForAnswer({ correct: true, responseMs: 20_001, expectedMs: 10_000 })).toBe('hard');
  });
});

describe('ratingForAttempt', () => {
  const fast = { correct: true, responseMs: 1_000, expectedMs: 10_000 };
  const slow = { correct: true, responseMs: 30_000, expectedMs: 10_000 };
  const wrong = { correct: false };

  it('rates an attempt once: all wrong Again, mixed Hard, all right Good, all fast Easy, none null', () => {
    expect(ratingForAttempt([wrong, wrong])).toBe('again');
    expect(ratingForAttempt([wrong, fast])).toBe('hard');
    expect(ratingForAttempt([{ correct: true }, fast])).toBe('good');
    expect(ratingForAttempt([fast, fast])).toBe('easy');
    expect(ratingForAttempt([fast, slow])).toBe('hard');
    expect(ratingForAttempt([])).toBeNull();
  });
});

describe('dueReviews', () => {
  it('lists only the cards due at the time, most overdue first, ties by skill id', () => {
    const card = (skillId: string, due: number): ReviewCard => ({ ...newReviewCard(skillId, start), due });
    const cards = [card('c', start + 2 * DAY), card('b', start), card('a', start), card('d', start + 5 * DAY)];
    expect(dueReviews(cards, start + 2 * DAY).map((due) => due.skillId)).toEqual(['a', 'b', 'c']);
    expect(dueReviews(cards, start - 1)).toEqual([]);
    expect(dueReviews([], start)).toEqual([]);
  });
});
