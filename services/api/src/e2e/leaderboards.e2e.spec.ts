import type { LeaderboardResponse } from '@pathwise/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { leaderboardAliasOf } from '../features/leaderboards/index.js';
import { demoEmail, demoId } from '../seed/seed-demo-world.js';
import { demoPeople } from '../seed/demo-world.js';
import { untilAppReady } from '../testing/browser.js';
import { signInByEmail, type EmailSignInResult } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { callAs, pageSignedInAs } from '../testing/signed-in-requests.js';

const demoLearners = demoPeople.filter((person) => person.role === 'student');
const aliasOf = (handle: string) => leaderboardAliasOf(demoId('user', handle));

/**
 * The leaderboards on a fresh start of the demo world, in the browser: nobody opted in, yet the global board lists
 * the demo learners, each under their alias and never under a name or an email; one click takes a learner off it.
 */
describe('the leaderboards of a fresh demo world, in the browser', () => {
  const app = useServerAndBrowser();
  let lena: EmailSignInResult;
  let page: Page;
  const learnerCells = () => page.locator('.leaderboard-table tbody tr td:nth-child(2)').allTextContents();
  const globalBoard = async (who: EmailSignInResult) => (await callAs(app.server.url, who, 'GET', '/gamification/leaderboard?limit=100')) as LeaderboardResponse;

  beforeAll(async () => {
    lena = await signInByEmail(app.server.url, demoEmail('lena'));
    page = await pageSignedInAs(app.browser, app.server.url, lena);
  });

  it('lists the demo learners under their aliases, with no display name and no email', async () => {
    // The seed's learning reaches the boards through the reactors and the projection: wait until every learner is on.
    const missingLearners = async () => {
      const listed = new Set((await globalBoard(lena)).leaderboard.map((entry) => entry.userId));
      return demoLearners.filter((learner) => !listed.has(demoId('user', learner.handle))).map((learner) => learner.handle);
    };
    await expect.poll(missingLearners, { timeout: 60_000 }).toEqual([]);
    const board = await globalBoard(lena);
    for (const learner of demoLearners) {
      expect(board.leaderboard.find((entry) => entry.userId === demoId('user', learner.handle))).toMatchObject({ name: aliasOf(learner.handle), shownAs: 'alias' });
    }

    await page.goto(`${app.server.url}/leaderboard`);
    await untilAppReady(page);
    await expect.poll(() => page.getByText(`You appear on the leaderboards as ${aliasOf('lena')}`).count(), { timeout: 20_000 }).toBe(1);
    const cells = await learnerCells();
    expect(cells.length).toBe(Math.min(10, board.total));
    const everyAlias = new Set(demoPeople.map((person) => aliasOf(person.handle)));
    for (const cell of cells) expect(everyAlias.has(cell.replace(/ \(you\)$/, ''))).toBe(true);
    const shownOnPage = board.leaderboard.slice(0, 10).map((entry) => entry.name);
    expect(cells.map((cell) => cell.replace(/ \(you\)$/, ''))).toEqual(shownOnPage);
    const tableText = (await page.locator('.leaderboard-table').textContent()) ?? '';
    for (const person of demoPeople) {
      expect(tableText).not.toContain(person.displayName);
      expect(tableText).not.toContain(demoEmail(person.handle));
    }
    expect(tableText).not.toContain('@');
  });

  it('takes the learner off every board in one click, and keeps them off after a reload', async () => {
    await page.getByRole('button', { name: 'Hide me' }).click();
    await expect.poll(() => page.getByText('You are hidden from the leaderboards').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await learnerCells()).some((cell) => cell.startsWith(aliasOf('lena'))), { timeout: 20_000 }).toBe(false);
    expect(await page.getByText('You are not on this board yet.').count()).toBe(1);

    const omar = await signInByEmail(app.server.url, demoEmail('omar'));
    expect((await globalBoard(omar)).leaderboard.map((entry) => entry.userId)).not.toContain(demoId('user', 'lena'));

    await page.reload();
    await untilAppReady(page);
    await expect.poll(() => page.getByRole('button', { name: `Show me as ${aliasOf('lena')}` }).count(), { timeout: 20_000 }).toBe(1);
  });
});
