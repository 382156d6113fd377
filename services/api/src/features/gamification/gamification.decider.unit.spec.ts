import { EARLY_ADOPTER_LIMIT, LEVEL_UP_BONUS_XP } from '@pathwise/contracts';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { creditCause, gamificationDecider, rewardIdFor, type GamificationCause } from './gamification.decider.js';
import type { GamificationState } from './gamification.state.js';
import { drawReward } from './reward-draw.rules.js';

const learnerId = 'learner-1';
const at = new Date('2026-11-23T12:00:00Z');
let causes = 0;
/** A cause id whose reward draw comes out as wanted, found by trying ids in turn (the draw is a function of the id). */
function causeId(reward: boolean): string {
  for (;;) {
    const id = `cause-${causes++}`;
    if ((drawReward(id).reward !== null) === reward) return id;
  }
}

const given = deciderSpecification(gamificationDecider, { id: learnerId });
const replay = (state: GamificationState, events: PathwiseEvent[]) => events.reduce(gamificationDecider.evolve, state);
/** What one cause decides against a state: how a test arranges the learning that came before the cause it is about. */
const decided = (state: GamificationState, cause: GamificationCause) => gamificationDecider.decide(creditCause(cause), state);
const lesson = (repetition = 1, overrides: Partial<GamificationCause> = {}): GamificationCause => ({
  eventId: causeId(false),
  recordedAt: at,
  learningDay: { localDay: '2026-11-23', utcOffsetMinutes: -300 },
  credit: { source: 'lesson_completed', courseId: 'c1', baseXp: 20, repetition },
  ...overrides,
});
const types = (events: PathwiseEvent[]) => events.map((event) => event.type);
const xpOf = (events: PathwiseEvent[], source?: string) =>
  events.reduce((sum, event) => sum + (event.type === 'XpAwarded' && (!source || event.data.source === source) ? event.data.xp : 0), 0);
const unlockedIds = (events: PathwiseEvent[]) => events.flatMap((event) => (event.type === 'AchievementUnlocked' ? [event.data.achievementId] : []));

/** Learns on consecutive local days from 2026-11-01, one lesson a day, returning the state after the last. */
function learnDays(days: number, state = given().state): { state: GamificationState; last: PathwiseEvent[] } {
  let last: PathwiseEvent[] = [];
  for (let day = 0; day < days; day++) {
    const localDay = new Date(Date.UTC(2026, 10, 1 + day)).toISOString().slice(0, 10);
    last = decided(state, lesson(1, { recordedAt: new Date(`${localDay}T12:00:00Z`), learningDay: { localDay, utcOffsetMinutes: 0 } }));
    state = replay(state, last);
  }
  return { state, last };
}

describe('gamification decider', () => {
  it('a first lesson completion starts a streak and earns the full lesson XP for its course', () => {
    given()
      .when(creditCause(lesson()))
      .then((events) => {
        expect(types(events)).toEqual(['StreakUpdated', 'XpAwarded']);
        expect(events[0]!.data).toMatchObject({ streakDays: 1, localDay: '2026-11-23', utcOffsetMinutes: -300 });
        expect(events[1]!.data).toMatchObject({ learnerId, courseId: 'c1', xp: 20, source: 'lesson_completed', localDay: '2026-11-23' });
      });
  });

  it('a repeated lesson earns less each time and, from the sixth time, no XP and no reward draw', () => {
    expect([1, 2, 3, 4, 5].map((repetition) => xpOf(decided(given().state, lesson(repetition)), 'lesson_completed'))).toEqual([20, 10, 5, 2, 1]);
    given()
      .when(creditCause(lesson(6, { eventId: causeId(true) })))
      .then((sixth) => expect(types(sixth)).toEqual(['StreakUpdated']));
  });

  it('a second local day in a row extends the streak and earns streak XP; a missed day restarts it without XP', () => {
    const day1 = decided(given().state, lesson());
    const day2 = decided(given(...day1).state, lesson(1, { learningDay: { localDay: '2026-11-24', utcOffsetMinutes: -300 } }));
    expect(day2.find((event) => event.type === 'StreakUpdated')!.data).toMatchObject({ streakDays: 2 });
    expect(xpOf(day2, 'streak_kept')).toBe(10);
    given(...day1, ...day2)
      .when(creditCause(lesson(1, { learningDay: { localDay: '2026-11-26', utcOffsetMinutes: -300 } })))
      .then((day4) => {
        expect(day4.find((event) => event.type === 'StreakUpdated')!.data).toMatchObject({ streakDays: 1 });
        expect(xpOf(day4, 'streak_kept')).toBe(0);
      });
  });

  it('more learning on the same local day keeps the streak as it is', () => {
    const first = decided(given().state, lesson());
    given(...first)
      .when(creditCause(lesson(1, { credit: { source: 'lesson_completed', courseId: 'c1', baseXp: 20, repetition: 1 } })))
      .then((again) => expect(types(again)).toEqual(['XpAwarded']));
  });

  it('XP timed by the server lands on the local day of the learner last known offset', () => {
    given(...decided(given().state, lesson()))
      .when(creditCause({ eventId: causeId(false), recordedAt: new Date('2026-11-24T03:00:00Z'), credit: { source: 'quiz_passed', courseId: 'c1', baseXp: 50, repetition: 1 } }))
      .then((quiz) => expect(quiz[0]!.data).toMatchObject({ source: 'quiz_passed', xp: 50, localDay: '2026-11-23' }));
  });

  it('reaching 100 XP reaches level 2 and adds the level-up bonus of 100 XP', () => {
    const ninetyXp = given({ type: 'XpAwarded', data: { learnerId, courseId: 'c1', xp: 90, source: 'lesson_completed', sourceEventId: 'earlier', localDay: '2026-11-22' } });
    ninetyXp.when(creditCause(lesson())).then((events) => {
      expect(types(events)).toEqual(['StreakUpdated', 'XpAwarded', 'LevelReached', 'XpAwarded']);
      expect(events[2]!.data).toMatchObject({ level: 2, xp: 110 });
      expect(events[3]!.data).toMatchObject({ xp: LEVEL_UP_BONUS_XP, source: 'level_up_bonus' });
      expect(replay(ninetyXp.state, events)).toMatchObject({ level: 2, xp: 210 });
    });
  });

  it('a cause already handled decides nothing, so a reprocessed event adds nothing', () => {
    const cause = lesson();
    given(...decided(given().state, cause))
      .when(creditCause(cause))
      .then([]);
  });

  describe('rewards', () => {
    it('a trigger whose draw hits grants the drawn reward with its seed, rolls and an id derived from the trigger', () => {
      const eventId = causeId(true);
      const draw = drawReward(eventId);
      given()
        .when(creditCause(lesson(1, { eventId })))
        .then((events) => {
          const granted = events.find((event) => event.type === 'RewardGranted');
          expect(granted!.data).toEqual({
            rewardId: rewardIdFor(eventId),
            learnerId,
            ...draw.reward,
            trigger: 'lesson_completed',
            sourceEventId: eventId,
            triggeredAt: at.toISOString(),
            draw: { seed: draw.seed, rolls: [...draw.rolls] },
          });
        });
    });

    it('no reward is drawn while the last one is still being shown, and one is again once it is gone', () => {
      const first = decided(given().state, lesson(1, { eventId: causeId(true) }));
      const granted = first.find((event) => event.type === 'RewardGranted');
      if (granted?.type !== 'RewardGranted') throw new Error('expected a reward');
      const showing = given(...first);
      const showingMs = 2_000 + granted.data.displaySeconds * 1_000;
      showing
        .when(creditCause(lesson(1, { eventId: causeId(true), recordedAt: new Date(at.getTime() + showingMs - 1) })))
        .then((during) => expect(types(during)).not.toContain('RewardGranted'));
      showing
        .when(creditCause(lesson(1, { eventId: causeId(true), recordedAt: new Date(at.getTime() + showingMs) })))
        .then((after) => expect(types(after)).toContain('RewardGranted'));
    });

    it('a draw that misses grants nothing', () => {
      given()
        .when(creditCause(lesson(1, { eventId: causeId(false) })))
        .then((events) => expect(types(events)).not.toContain('RewardGranted'));
    });

    it('a claimed points reward adds its value to points; other types add none', () => {
      const events = decided(given().state, lesson(1, { eventId: causeId(true) }));
      const granted = events.find((event) => event.type === 'RewardGranted');
      if (granted?.type !== 'RewardGranted') throw new Error('expected a reward');
      const claimed = given(...events, { type: 'RewardClaimed', data: { rewardId: granted.data.rewardId, learnerId } }).state;
      expect(claimed.points).toBe(granted.data.type === 'points' ? granted.data.value : 0);
      expect(claimed.rewards.get(granted.data.rewardId)!.claimed).toBe(true);
    });
  });

  describe('achievements', () => {
    const progress = (measure: 'courses_published' | 'students_enrolled' | 'answers_accepted' | 'perfect_ratings', count: number) => {
      let state = given().state;
      const unlocked: string[] = [];
      for (let index = 0; index < count; index++) {
        const events = decided(state, { eventId: causeId(false), recordedAt: at, progress: { measure, subjectId: `subject-${index}` } });
        unlocked.push(...unlockedIds(events));
        state = replay(state, events);
      }
      return { state, unlocked };
    };

    it('first-course, five-courses and ten-courses unlock at 1, 5 and 10 courses published, each once', () => {
      expect(progress('courses_published', 12).unlocked).toEqual(['first-course', 'five-courses', 'ten-courses']);
      expect(progress('courses_published', 4).unlocked).toEqual(['first-course']);
    });

    it('first-student, hundred-students and thousand-students unlock at 1, 100 and 1000 enrolments', () => {
      const { unlocked, state } = progress('students_enrolled', 1000);
      expect(unlocked).toEqual(['first-student', 'hundred-students', 'thousand-students']);
      expect(progress('students_enrolled', 99).unlocked).toEqual(['first-student']);
      // Counting stops at the highest goal, so the stats stream stays short.
      expect(types(decided(state, { eventId: 'more', recordedAt: at, progress: { measure: 'students_enrolled', subjectId: 'another' } }))).toEqual([]);
    });

    it('community-helper unlocks at the fifth answer accepted, not the fourth', () => {
      expect(progress('answers_accepted', 4).unlocked).toEqual([]);
      expect(progress('answers_accepted', 5).unlocked).toEqual(['community-helper']);
    });

    it('perfect-rating unlocks at the first five-star rating of a course of the creator, as the catalogue says', () => {
      const { unlocked, state } = progress('perfect_ratings', 1);
      expect(unlocked).toEqual(['perfect-rating']);
      expect(types(decided(state, { eventId: 'again', recordedAt: at, progress: { measure: 'perfect_ratings', subjectId: 'another' } }))).toEqual([]);
    });

    it('the same subject counted twice counts once', () => {
      const first = decided(given().state, { eventId: 'a', recordedAt: at, progress: { measure: 'courses_published', subjectId: 'course-1' } });
      given(...first)
        .when(creditCause({ eventId: 'b', recordedAt: at, progress: { measure: 'courses_published', subjectId: 'course-1' } }))
        .then([]);
    });

    it('week-streak unlocks on the 7th local day in a row and month-streak on the 30th', () => {
      const week = learnDays(7);
      expect(unlockedIds(week.last)).toEqual(['week-streak']);
      expect(unlockedIds(learnDays(6).last)).toEqual([]);
      const month = learnDays(30);
      expect(unlockedIds(month.last)).toEqual(['month-streak']);
      expect([...month.state.achievements].sort()).toEqual(['month-streak', 'week-streak']);
    });

    it(`early-adopter unlocks for account ranks up to ${EARLY_ADOPTER_LIMIT} only`, () => {
      given()
        .when(creditCause({ eventId: 'r1', recordedAt: at, accountRank: EARLY_ADOPTER_LIMIT }))
        .then((events) => expect(unlockedIds(events)).toEqual(['early-adopter']));
      given()
        .when(creditCause({ eventId: 'r2', recordedAt: at, accountRank: EARLY_ADOPTER_LIMIT + 1 }))
        .then((events) => expect(unlockedIds(events)).toEqual([]));
    });

    it('an unlock adds its catalogue points and the default 25 achievement XP', () => {
      given()
        .when(creditCause({ eventId: 'r3', recordedAt: at, accountRank: 1 }))
        .then((events) => {
          expect(events.find((event) => event.type === 'AchievementUnlocked')!.data).toMatchObject({ achievementId: 'early-adopter', points: 1000 });
          expect(xpOf(events, 'achievement_unlocked')).toBe(25);
          expect(given(...events).state.points).toBe(1000);
        });
    });

    it('an achievement already held is not unlocked again', () => {
      given({ type: 'AchievementUnlocked', data: { learnerId, achievementId: 'early-adopter', points: 1000, sourceEventId: 'old' } })
        .when(creditCause({ eventId: 'r4', recordedAt: at, accountRank: 2 }))
        .then([]);
    });

    it('first-sale unlocks at the first paid order, and counting sales stops there', () => {
      const sale = (state: GamificationState, orderId: string, earnings: number) =>
        decided(state, {
          eventId: `paid-${orderId}`,
          recordedAt: at,
          progress: [
            { measure: 'sales', subjectId: orderId },
            { measure: 'revenue_cents', subjectId: orderId, amount: earnings },
          ],
        });
      const first = sale(given().state, 'order-1', 2_610);
      expect(unlockedIds(first)).toEqual(['first-sale']);
      const progressed = first.flatMap((event) => (event.type === 'AchievementProgressed' ? [[event.data.measure, event.data.total]] : []));
      expect(progressed).toEqual([['sales', 1], ['revenue_cents', 2_610]]);
      const second = sale(replay(given().state, first), 'order-2', 1_000);
      expect(second.flatMap((event) => (event.type === 'AchievementProgressed' ? [event.data.measure] : []))).toEqual(['revenue_cents']);
    });

    it('thousand-revenue and ten-thousand-revenue unlock when the earnings reach 1,000 and 10,000 of the reporting currency, each once', () => {
      let state = given().state;
      const unlocked: string[] = [];
      // 99,999 then one cent more: thousand-revenue at exactly 100,000 minor units.
      for (const [index, amount] of [99_999, 1, 850_000, 49_999, 1, 5_000].entries()) {
        const events = decided(state, { eventId: `sale-${index}`, recordedAt: at, progress: { measure: 'revenue_cents', subjectId: `order-${index}`, amount } });
        unlocked.push(...unlockedIds(events).map((id) => `${index}:${id}`));
        state = replay(state, events);
      }
      expect(unlocked).toEqual(['1:thousand-revenue', '4:ten-thousand-revenue']);
      // Counting stops once the highest goal is reached: the sixth sale appends nothing.
      expect(state.measures.get('revenue_cents')?.total).toBe(1_000_000);
    });

    it('a sale heard again (the same order) adds no revenue', () => {
      const first = decided(given().state, { eventId: 'a', recordedAt: at, progress: { measure: 'revenue_cents', subjectId: 'order-1', amount: 500 } });
      given(...first)
        .when(creditCause({ eventId: 'b', recordedAt: at, progress: { measure: 'revenue_cents', subjectId: 'order-1', amount: 500 } }))
        .then([]);
    });

  });
});
