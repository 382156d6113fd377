import { randomUUID } from 'node:crypto';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import { expect, it } from 'vitest';
import { GLOBAL_BOARD, courseBoard, isoWeekOf, weeklyBoard, type BoardKey } from '../leaderboards/board-rankings/board.keys.js';
import type { LeaderboardReader } from '../leaderboards/board-rankings/leaderboard.store.js';
import { awardXp, chooseParticipation, optInAsVersionOne, switchCourseBoard } from './leaderboard-events.js';

/** One way of keeping the boards (PostgreSQL tables, Redis sorted sets) over a real event store. */
export interface BoardsUnderTest {
  readonly store: EventStore<PathwiseEvent>;
  /** The database under the store, to write events as an older release did. */
  readonly database: Database;
  readonly boards: LeaderboardReader;
  /** Applies what the log holds now. */
  catchUp(): Promise<void>;
  /** Rebuilds the boards from the whole log. */
  rebuild(): Promise<void>;
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A Sunday far in the future, and the Monday after it, so each test has weekly boards of its own. */
function aFreshWeekend(): { sunday: string; monday: string } {
  const year = 2200 + Math.floor(Math.random() * 800);
  const start = Date.UTC(year, 0, 8 + Math.floor(Math.random() * 300));
  const sunday = start + ((7 - new Date(start).getUTCDay()) % 7) * DAY_MS;
  return { sunday: dayOf(sunday), monday: dayOf(sunday + DAY_MS) };
}

const TODAY = '2026-11-23';

/**
 * What every leaderboard store must answer alike, given the same log. Each test makes its own learners, courses
 * and weeks, so the tests share one store without seeing each other's boards.
 */
export function leaderboardContract(subject: () => BoardsUnderTest): void {
  const learners = (count: number) => Array.from({ length: count }, () => `learner-${randomUUID()}`);
  const board = async (key: BoardKey) => (await subject().boards.top(key, 100)).map(({ learnerId, xp, rank }) => ({ learnerId, xp, rank }));
  const appearances = async (key: BoardKey) => (await subject().boards.top(key, 100)).map(({ learnerId, shownAs }) => ({ learnerId, shownAs }));

  it("ranks a course board by XP, best first, listing every learner who never chose otherwise, and knows each learner's rank and the board's size", async () => {
    const { store, boards, catchUp } = subject();
    const courseId = randomUUID();
    const [ada, ben, cai] = learners(3) as [string, string, string];
    await awardXp(store, ada, 30, TODAY, courseId);
    await awardXp(store, ben, 30, TODAY, courseId);
    await awardXp(store, cai, 80, TODAY, courseId);
    await awardXp(store, ada, 20, TODAY, courseId);
    await catchUp();

    expect(await board(courseBoard(courseId))).toEqual([
      { learnerId: cai, xp: 80, rank: 1 },
      { learnerId: ada, xp: 50, rank: 2 },
      { learnerId: ben, xp: 30, rank: 3 },
    ]);
    expect(await boards.rankOf(courseBoard(courseId), ben)).toEqual({ learnerId: ben, xp: 30, rank: 3, shownAs: 'alias' });
    expect(await boards.size(courseBoard(courseId))).toBe(3);
    expect((await boards.top(courseBoard(courseId), 2)).map((entry) => entry.learnerId)).toEqual([cai, ada]);
  });

  it('breaks a tie for the learner who reached the score first, and moves them as XP arrives', async () => {
    const { store, boards, catchUp } = subject();
    const courseId = randomUUID();
    const [early, late] = learners(2) as [string, string];
    await awardXp(store, late, 10, TODAY, courseId);
    await awardXp(store, early, 40, TODAY, courseId);
    await awardXp(store, late, 30, TODAY, courseId);
    await catchUp();
    expect(await board(courseBoard(courseId))).toEqual([
      { learnerId: early, xp: 40, rank: 1 },
      { learnerId: late, xp: 40, rank: 2 },
    ]);
    expect((await boards.rankOf(courseBoard(courseId), late))?.rank).toBe(2);

    await awardXp(store, late, 1, TODAY, courseId);
    await catchUp();
    expect(await boards.rankOf(courseBoard(courseId), late)).toEqual({ learnerId: late, xp: 41, rank: 1, shownAs: 'alias' });
    expect((await boards.rankOf(courseBoard(courseId), early))?.rank).toBe(2);
  });

  it("counts XP on the global board and on the ISO week of the learner's local day, Sunday and Monday apart", async () => {
    const { store, boards, catchUp } = subject();
    const [first, second] = learners(2) as [string, string];
    const { sunday, monday } = aFreshWeekend();
    await awardXp(store, first, 9_000, sunday);
    await awardXp(store, first, 999, monday);
    await awardXp(store, second, 9_998, monday);
    await catchUp();

    expect(isoWeekOf(sunday)).not.toBe(isoWeekOf(monday));
    expect(await board(weeklyBoard(isoWeekOf(sunday)))).toEqual([{ learnerId: first, xp: 9_000, rank: 1 }]);
    expect(await board(weeklyBoard(isoWeekOf(monday)))).toEqual([
      { learnerId: second, xp: 9_998, rank: 1 },
      { learnerId: first, xp: 999, rank: 2 },
    ]);
    expect(await boards.rankOf(weeklyBoard(isoWeekOf(monday)), first)).toEqual({ learnerId: first, xp: 999, rank: 2, shownAs: 'alias' });
    const firstOverall = await boards.rankOf(GLOBAL_BOARD, first);
    const secondOverall = await boards.rankOf(GLOBAL_BOARD, second);
    expect(firstOverall?.xp).toBe(9_999);
    expect(secondOverall?.rank).toBe(firstOverall!.rank + 1);
    const global = await boards.top(GLOBAL_BOARD, 100);
    expect(global.findIndex((entry) => entry.learnerId === first)).toBe(firstOverall!.rank - 1);
  });

  it('hides a learner who opts out from every board, and shows all their XP when they come back', async () => {
    const { store, boards, catchUp } = subject();
    const courseId = randomUUID();
    const [shy, keen, other] = learners(3) as [string, string, string];
    await chooseParticipation(store, shy, false);
    await awardXp(store, shy, 90, TODAY, courseId);
    await awardXp(store, keen, 60, TODAY, courseId);
    await awardXp(store, other, 50, TODAY, courseId);
    await catchUp();
    expect((await board(courseBoard(courseId))).map((entry) => entry.learnerId)).toEqual([keen, other]);
    expect(await boards.rankOf(courseBoard(courseId), shy)).toBeNull();
    expect(await boards.choiceOf(shy)).toEqual({ participating: false, shownAs: 'alias' });
    expect(await boards.choiceOf(keen)).toEqual({ participating: true, shownAs: 'alias' });

    await chooseParticipation(store, keen, false);
    await awardXp(store, keen, 5, TODAY, courseId);
    await catchUp();
    expect(await board(courseBoard(courseId))).toEqual([{ learnerId: other, xp: 50, rank: 1 }]);
    expect(await boards.rankOf(courseBoard(courseId), keen)).toBeNull();
    expect(await boards.rankOf(GLOBAL_BOARD, keen)).toBeNull();
    expect(await boards.size(courseBoard(courseId))).toBe(1);

    await chooseParticipation(store, keen, true);
    await chooseParticipation(store, shy, true);
    await catchUp();
    expect(await board(courseBoard(courseId))).toEqual([
      { learnerId: shy, xp: 90, rank: 1 },
      { learnerId: keen, xp: 65, rank: 2 },
      { learnerId: other, xp: 50, rank: 3 },
    ]);
    expect(await boards.size(courseBoard(courseId))).toBe(3);
  });

  it('says how each learner appears: the alias unless they chose their name, and that choice kept while hidden', async () => {
    const { store, boards, catchUp } = subject();
    const courseId = randomUUID();
    const [named, plain] = learners(2) as [string, string];
    await awardXp(store, named, 20, TODAY, courseId);
    await awardXp(store, plain, 10, TODAY, courseId);
    await chooseParticipation(store, named, true, 'name');
    await catchUp();
    expect((await boards.top(courseBoard(courseId), 10)).map(({ learnerId, shownAs }) => ({ learnerId, shownAs }))).toEqual([
      { learnerId: named, shownAs: 'name' },
      { learnerId: plain, shownAs: 'alias' },
    ]);
    expect(await boards.rankOf(courseBoard(courseId), named)).toEqual({ learnerId: named, xp: 20, rank: 1, shownAs: 'name' });
    expect(await boards.choiceOf(named)).toEqual({ participating: true, shownAs: 'name' });

    await chooseParticipation(store, named, false, 'name');
    await catchUp();
    expect(await boards.choiceOf(named)).toEqual({ participating: false, shownAs: 'name' });
    expect((await boards.top(courseBoard(courseId), 10)).map(({ learnerId }) => learnerId)).toEqual([plain]);

    await chooseParticipation(store, named, true, 'alias');
    await catchUp();
    expect(await boards.rankOf(courseBoard(courseId), named)).toEqual({ learnerId: named, xp: 20, rank: 1, shownAs: 'alias' });
  });

  it('shows the display name of a learner who opted in before aliases, which was their consent to it', async () => {
    const { store, database, boards, catchUp } = subject();
    const courseId = randomUUID();
    const [earlier] = learners(1) as [string];
    await optInAsVersionOne(database, earlier);
    await awardXp(store, earlier, 15, TODAY, courseId);
    await catchUp();
    expect(await boards.choiceOf(earlier)).toEqual({ participating: true, shownAs: 'name' });
    expect(await boards.rankOf(courseBoard(courseId), earlier)).toEqual({ learnerId: earlier, xp: 15, rank: 1, shownAs: 'name' });
  });

  it("knows when a course's creator switched its board off, and on again", async () => {
    const { store, boards, catchUp } = subject();
    const courseId = randomUUID();
    expect(await boards.courseBoardEnabled(courseId)).toBe(true);
    await switchCourseBoard(store, courseId, false);
    await catchUp();
    expect(await boards.courseBoardEnabled(courseId)).toBe(false);
    await switchCourseBoard(store, courseId, true);
    await catchUp();
    expect(await boards.courseBoardEnabled(courseId)).toBe(true);
  });

  it('rebuilds from the log into the very same boards', async () => {
    const { store, boards, catchUp, rebuild } = subject();
    const courseId = randomUUID();
    const ids = learners(6);
    const { monday } = aFreshWeekend();
    await chooseParticipation(store, ids[5]!, false);
    await chooseParticipation(store, ids[2]!, true, 'name');
    for (const [index, id] of ids.entries()) {
      await awardXp(store, id, 10 * ((index % 3) + 1), monday, courseId);
      await awardXp(store, id, index, monday, null);
    }
    await chooseParticipation(store, ids[1]!, false);
    await switchCourseBoard(store, courseId, false);
    await catchUp();
    const keys = [courseBoard(courseId), weeklyBoard(isoWeekOf(monday)), GLOBAL_BOARD];
    const snapshot = async () => ({
      boards: await Promise.all(keys.map((key) => board(key))),
      ranks: await Promise.all(ids.map((id) => boards.rankOf(courseBoard(courseId), id))),
      appearances: await appearances(courseBoard(courseId)),
      choices: await Promise.all(ids.map((id) => boards.choiceOf(id))),
      enabled: await boards.courseBoardEnabled(courseId),
    });
    const before = await snapshot();
    expect(before.boards[0]).toHaveLength(4);
    expect(before.enabled).toBe(false);

    await rebuild();
    expect(await snapshot()).toEqual(before);
  });
}
