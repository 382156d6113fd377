import { randomUUID } from 'node:crypto';
import type { LeaderboardResponse } from '@pathwise/contracts';
import { streamId } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { RedisLeaderboards, isoWeekOf } from '@pathwise/projections';
import { optInAsVersionOne, testRedisUrl } from '@pathwise/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenEnrolment, givenPublishedCourse, sendJson } from '../../testing/course-fixtures.js';
import { settledHead } from '../../testing/settled-head.js';
import { useTestServer, type UsedTestServer } from '../../testing/use-test-server.js';
import { leaderboardAliasOf } from './leaderboard-alias.rules.js';

type Kind = (typeof testDatabaseKinds)[number];

/** The leaderboard API over the real server; `environment` picks the boards (REDIS_URL for Redis). */
function describeLeaderboardApi(label: string, kind: Kind, environment: Record<string, string> = {}): void {
  describe(`leaderboard API on ${label}`, () => {
    const used: UsedTestServer = useTestServer(kind, environment);
    const people = {} as Record<'creator' | 'ada' | 'ben' | 'cai' | 'outsider', { userId: string; token: string }>;
    let courseId: string;
    const today = () => new Date().toISOString().slice(0, 10);
    const aWeekAgo = () => new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

    const url = (path: string) => `${used.server.url}/api${path}`;
    const award = (learnerId: string, xp: number, course: string | null = courseId, localDay = today()) =>
      used.server.platform.store.append(
        streamId('stats', learnerId),
        [{ type: 'XpAwarded', data: { learnerId, courseId: course, xp, source: 'quiz_passed', sourceEventId: randomUUID(), localDay } }],
        { expectedVersion: 'any' },
      );
    const board = async (query: string, token: string) => {
      const response = await sendJson('GET', url(`/gamification/leaderboard?${query}`), undefined, token);
      expect(response.status).toBe(200);
      return response.body as unknown as LeaderboardResponse;
    };
    const choose = async (token: string, choice: { participating?: boolean; shownAs?: 'alias' | 'name' }) =>
      sendJson('PUT', url('/gamification/leaderboard/participation'), choice, token);
    const underAlias = (learnerId: string, rank: number, xp: number) => ({ rank, userId: learnerId, name: leaderboardAliasOf(learnerId), shownAs: 'alias', xp });

    afterAll(async () => {
      const { boards } = used.server.platform.leaderboards;
      if (boards instanceof RedisLeaderboards) await boards.clear();
    });

    beforeAll(async () => {
      const { server } = used;
      for (const name of ['creator', 'ada', 'ben', 'cai', 'outsider'] as const) {
        const userId = randomUUID();
        people[name] = { userId, token: await server.tokenFor({ userId, role: name === 'creator' ? 'creator' : 'student', tier: 'free' }) };
      }
      courseId = (await givenPublishedCourse(server.platform.store, { creatorId: people.creator.userId })).courseId;
      for (const name of ['ada', 'ben', 'cai'] as const) await givenEnrolment(server.platform.store, courseId, people[name].userId);
      await award(people.ada.userId, 40);
      await award(people.ben.userId, 70);
      await award(people.cai.userId, 40);
      // Last week's XP, outside any course: it counts on the global board and last week's, never on this week's.
      await award(people.cai.userId, 100, null, aWeekAgo());
      await settledHead(server.platform);
    });

    it('shows every learner best first under their alias without their asking, and the caller their own rank', async () => {
      const course = await eventually(async () => {
        const answer = await board(`board=course&courseId=${courseId}`, people.cai.token);
        expect(answer.leaderboard).toHaveLength(3);
        return answer;
      });
      expect(course.leaderboard).toEqual([underAlias(people.ben.userId, 1, 70), underAlias(people.ada.userId, 2, 40), underAlias(people.cai.userId, 3, 40)]);
      expect(course).toMatchObject({ board: 'course', courseId, week: null, enabled: true, total: 3, participating: true, shownAs: 'alias' });
      expect(course.alias).toBe(leaderboardAliasOf(people.cai.userId));
      expect(course.me).toEqual(underAlias(people.cai.userId, 3, 40));
      expect(JSON.stringify(course)).not.toContain('@');

      // This week's board counts only this week's XP: cai's 100 from last week are on the global board and last week's,
      // never on this one. Sign-up achievements and level-up bonuses add XP this week too, to everyone signed up here,
      // so each board is compared with the XP in the log, which the reactors have finished writing (beforeAll).
      const loggedXp = async (week: string | null) => {
        const totals: Record<string, number> = {};
        for (const person of Object.values(people)) {
          const { events } = await used.server.platform.store.readStream(streamId('stats', person.userId));
          const xp = events
            .flatMap((event) => (event.type === 'XpAwarded' && (week === null || isoWeekOf(event.data.localDay) === week) ? [event.data.xp] : []))
            .reduce((sum, each) => sum + each, 0);
          if (xp > 0) totals[person.userId] = xp;
        }
        return totals;
      };
      const [allTimeXp, thisWeekXp] = [await loggedXp(null), await loggedXp(isoWeekOf(today()))];
      expect(thisWeekXp[people.cai.userId]).toBe(allTimeXp[people.cai.userId]! - 100);
      const xpByLearner = (answer: LeaderboardResponse) => Object.fromEntries(answer.leaderboard.map((entry) => [entry.userId, entry.xp]));
      const weekly = await eventually(async () => {
        expect(xpByLearner(await board('board=global&limit=100', people.ada.token))).toEqual(allTimeXp);
        const answer = await board('board=weekly&limit=100', people.ada.token);
        expect(xpByLearner(answer)).toEqual(thisWeekXp);
        return answer;
      });
      const learnersThisWeek = Object.keys(thisWeekXp).length;
      expect(weekly).toMatchObject({ board: 'weekly', week: isoWeekOf(today()), courseId: null, total: learnersThisWeek });
      expect(weekly.leaderboard.map((entry) => entry.rank)).toEqual(Array.from({ length: learnersThisWeek }, (_, index) => index + 1));
      expect(weekly.leaderboard.map((entry) => entry.xp)).toEqual(weekly.leaderboard.map((entry) => entry.xp).sort((a, b) => b - a));
      expect(weekly.leaderboard.every((entry) => entry.shownAs === 'alias' && entry.name === leaderboardAliasOf(entry.userId))).toBe(true);
      expect(weekly.me).toEqual(weekly.leaderboard.find((entry) => entry.userId === people.ada.userId));
      const topTwo = await board('board=weekly&limit=2', people.ada.token);
      expect(topTwo.leaderboard).toEqual(weekly.leaderboard.slice(0, 2));
      expect(topTwo.total).toBe(learnersThisWeek);

      const lastWeek = await board(`board=weekly&week=${isoWeekOf(aWeekAgo())}`, people.ada.token);
      expect(lastWeek).toMatchObject({ week: isoWeekOf(aWeekAgo()), total: 1, me: null });
      expect(lastWeek.leaderboard).toEqual([underAlias(people.cai.userId, 1, 100)]);
      expect((await board(`board=weekly&week=2001-W01`, people.ada.token)).leaderboard).toEqual([]);
    });

    it('shows the display name of a learner who chooses it, on every board, until they take their alias back', async () => {
      const named = await choose(people.ada.token, { shownAs: 'name' });
      expect(named.body).toEqual({ participating: true, shownAs: 'name', changed: true });
      expect((await choose(people.ada.token, { shownAs: 'name' })).body).toEqual({ participating: true, shownAs: 'name', changed: false });
      // The test accounts' display names are their ids.
      const course = await board(`board=course&courseId=${courseId}`, people.ada.token);
      expect(course.leaderboard[1]).toEqual({ rank: 2, userId: people.ada.userId, name: people.ada.userId, shownAs: 'name', xp: 40 });
      expect(course).toMatchObject({ shownAs: 'name', alias: leaderboardAliasOf(people.ada.userId) });
      const global = await board('board=global&limit=100', people.ben.token);
      expect(global.leaderboard.find((entry) => entry.userId === people.ada.userId)).toMatchObject({ name: people.ada.userId, shownAs: 'name' });
      expect(global.leaderboard.filter((entry) => entry.userId !== people.ada.userId).every((entry) => entry.name !== entry.userId)).toBe(true);

      expect((await choose(people.ada.token, { shownAs: 'alias' })).body).toEqual({ participating: true, shownAs: 'alias', changed: true });
      expect((await board(`board=course&courseId=${courseId}`, people.cai.token)).leaderboard[1]).toEqual(underAlias(people.ada.userId, 2, 40));
    });

    it('hides a learner who opts out from every board, tells them so, and shows them again when they come back', async () => {
      expect((await choose(people.ben.token, { participating: false })).body).toEqual({ participating: false, shownAs: 'alias', changed: true });
      expect((await choose(people.ben.token, { participating: false })).body).toMatchObject({ changed: false });
      for (const query of ['board=global&limit=100', 'board=weekly&limit=100', `board=course&courseId=${courseId}`]) {
        const answer = await board(query, people.ben.token);
        expect(answer.leaderboard.map((entry) => entry.userId)).not.toContain(people.ben.userId);
        expect(answer).toMatchObject({ me: null, participating: false });
      }
      expect((await board(`board=course&courseId=${courseId}`, people.ada.token)).me?.rank).toBe(1);
      await choose(people.ben.token, { participating: true });
      expect((await board(`board=course&courseId=${courseId}`, people.ada.token)).leaderboard[0]).toEqual(underAlias(people.ben.userId, 1, 70));
    });

    it('keeps showing the name of a learner who opted in before aliases, until they take their alias', async () => {
      const userId = randomUUID();
      const token = await used.server.tokenFor({ userId, role: 'student', tier: 'free' });
      await optInAsVersionOne(used.server.platform.database, userId);
      await award(userId, 10, null);
      await settledHead(used.server.platform);
      const mine = await eventually(async () => {
        const answer = await board('board=global', token);
        expect(answer.me).not.toBeNull();
        return answer;
      });
      // The XP the reactors give for signing up counts too.
      expect(mine).toMatchObject({ participating: true, shownAs: 'name', me: { userId, name: userId, shownAs: 'name' } });
      expect((await choose(token, { shownAs: 'name' })).body).toEqual({ participating: true, shownAs: 'name', changed: false });
      expect((await choose(token, { shownAs: 'alias' })).body).toEqual({ participating: true, shownAs: 'alias', changed: true });
      expect((await board('board=global', token)).me).toMatchObject({ name: leaderboardAliasOf(userId), shownAs: 'alias' });
    });

    it("lets only the course's creator switch its board off; a switched-off board answers empty", async () => {
      const path = url(`/courses/${courseId}/leaderboard`);
      const refused = await sendJson('PUT', path, { enabled: false }, people.ada.token);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect((await sendJson('PUT', url(`/courses/no-such-course/leaderboard`), { enabled: false }, people.creator.token)).status).toBe(404);

      expect((await sendJson('PUT', path, { enabled: false }, people.creator.token)).body).toEqual({ courseId, enabled: false, changed: true });
      const off = await eventually(async () => {
        const answer = await board(`board=course&courseId=${courseId}`, people.ada.token);
        expect(answer.enabled).toBe(false);
        return answer;
      });
      expect(off).toMatchObject({ leaderboard: [], me: null, total: 0 });

      expect((await sendJson('PUT', path, { enabled: true }, people.creator.token)).body).toEqual({ courseId, enabled: true, changed: true });
      await eventually(async () => expect((await board(`board=course&courseId=${courseId}`, people.ada.token)).leaderboard).toHaveLength(3));
    });

    it("keeps a course board to the course's staff and learners: 403 for others, 404 for no course", async () => {
      const outsider = await sendJson('GET', url(`/gamification/leaderboard?board=course&courseId=${courseId}`), undefined, people.outsider.token);
      expect(outsider.status).toBe(403);
      expect((await board(`board=course&courseId=${courseId}`, people.creator.token)).leaderboard).toHaveLength(3);
      const missing = await sendJson('GET', url('/gamification/leaderboard?board=course&courseId=nope'), undefined, people.ada.token);
      expect(missing.status).toBe(404);
      expect(missing.body?.errors).toEqual([{ pointer: '#/query/courseId', detail: 'No such course' }]);
    });

    it.each([
      ['limit=101', '#/query/limit'],
      ['limit=abc', '#/query/limit'],
      ['board=friends', '#/query/board'],
      ['board=course', '#/query/courseId'],
      ['board=global&courseId=c1', '#/query/courseId'],
      ['board=weekly&week=2026-W60', '#/query/week'],
      ['board=global&week=2026-W01', '#/query/week'],
      ['sort=xp', '#/query/sort'],
    ])('refuses ?%s with a problem naming %s', async (query, pointer) => {
      const response = await sendJson('GET', url(`/gamification/leaderboard?${query}`), undefined, people.ada.token);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect((response.body?.errors as { pointer: string }[]).map((error) => error.pointer)).toContain(pointer);
    });

    it('refuses a malformed choice, naming the field, and stores nothing', async () => {
      const before = await used.server.platform.store.head();
      for (const [path, body, pointer] of [
        ['/gamification/leaderboard/participation', { participating: 'yes' }, '#/body/participating'],
        ['/gamification/leaderboard/participation', { participating: true, xp: 10 }, '#/body/xp'],
        ['/gamification/leaderboard/participation', { shownAs: 'email' }, '#/body/shownAs'],
        ['/gamification/leaderboard/participation', {}, '#/body/participating'],
        [`/courses/${courseId}/leaderboard`, {}, '#/body/enabled'],
      ] as const) {
        const response = await sendJson('PUT', url(path), body, path.startsWith('/courses') ? people.creator.token : people.ada.token);
        expect(response.status).toBe(400);
        expect((response.body?.errors as { pointer: string }[]).map((error) => error.pointer)).toContain(pointer);
      }
      expect((await used.server.platform.store.head()).lastPosition).toBe(before.lastPosition);
    });
  });
}

for (const kind of testDatabaseKinds) describeLeaderboardApi(kind, kind);
describeLeaderboardApi('Redis sorted sets (REDIS_URL)', 'pglite', { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: `pathwise:test:${randomUUID()}:` });
