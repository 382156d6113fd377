import { serverSocketEvents } from '@pathwise/contracts';
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from '../seed/demo-world.js';
import { untilAppReady } from '../testing/browser.js';
import { signInByEmail } from '../testing/sign-in-by-email.js';
import { pageSignedInAs } from '../testing/signed-in-requests.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const widths = {
  desk: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

/**
 * Everything that may float over a page at once: the primary action, the notices the layer shows and the tips and
 * hints of the corner dock (unless it yields).
 */
interface FloatingBoxes {
  readonly action: Box[];
  readonly notices: (Box & { readonly text: string })[];
  readonly noticesInLayer: number;
  readonly tips: Box[];
}

// A script for the page (this project's server code has no DOM types): the boxes all read in one frame.
const readFloatingBoxes = `(() => {
  const box = (element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  };
  const dock = document.querySelector('.widget-dock-start');
  const dockShown = dock !== null && getComputedStyle(dock).visibility !== 'hidden';
  return {
    action: [...document.querySelectorAll('[data-primary-action]')].map(box),
    notices: [...document.querySelectorAll("[data-sonner-toast][data-visible='true']:not([data-removed='true'])")]
      .filter((notice) => getComputedStyle(notice).opacity !== '0')
      .map((notice) => ({ text: notice.textContent ?? '', ...box(notice) })),
    noticesInLayer: document.querySelectorAll("[data-sonner-toast]:not([data-removed='true'])").length,
    tips: dockShown ? [...dock.children].map(box).filter((piece) => piece.width > 0 && piece.height > 0) : [],
  };
})()`;

const floatingBoxes = (page: Page) => page.evaluate<FloatingBoxes>(readFloatingBoxes);

describe('the notice layer in the browser', () => {
  const app = useServerAndBrowser();
  let cookie: string;
  let learnerId: string;

  beforeAll(async () => {
    // A demo learner holds an unlocked achievement and an unclaimed reward: a browser new to them celebrates both.
    const signedIn = await signInByEmail(app.server.url, demoEmail('tunde'));
    cookie = signedIn.cookie;
    learnerId = signedIn.session.user.uid;
  });

  /**
   * A fresh browser of the learner at `width`, whose live socket to the server the test can also speak on: the
   * server's pushes pass through, and the test adds its own where a real difficulty change and achievement would
   * need minutes of learning to come about together.
   */
  async function learnerBrowser(width: keyof typeof widths): Promise<{ context: BrowserContext; page: Page; socket: () => WebSocketRoute }> {
    const page = await pageSignedInAs(app.browser, app.server.url, { cookie }, { ...widths[width], serviceWorkers: 'block' });
    const context = page.context();
    let socket: WebSocketRoute | undefined;
    await page.routeWebSocket(/\/socket\.io\//, (route) => {
      route.connectToServer();
      socket = route;
    });
    return {
      context,
      page,
      socket: () => {
        if (!socket) throw new Error('The page has not opened its socket yet');
        return socket;
      },
    };
  }

  /** A difficulty change and an achievement, sent on the page's socket as the server sends them. */
  function pushDifficultyAndAchievement(socket: WebSocketRoute, courseId: string) {
    const room = `user:${learnerId}`;
    const frame = (event: string, payload: object) => `42${JSON.stringify([event, payload])}`;
    socket.send(
      frame(serverSocketEvents.difficultyAdjusted, {
        room,
        position: '900000001',
        course_id: courseId,
        old_level: 'beginner',
        new_level: 'intermediate',
        reason: 'Predicted success stayed above 85%',
      }),
    );
    socket.send(
      frame(serverSocketEvents.notification, {
        room,
        position: '900000002',
        notification_id: 'notice-layer-check',
        type: 'achievement',
        title: 'Week streak',
        message: 'Seven days in a row',
        priority: 'normal',
        action: null,
      }),
    );
  }

  /** Waits until the difficulty toast, the achievement and the reward are all in the layer, then checks the boxes. */
  async function expectNothingOverTheAction(page: Page, where: string) {
    await expect
      .poll(
        async () => {
          const { notices } = await floatingBoxes(page);
          const texts = notices.map((notice) => notice.text).join(' | ');
          return ['Difficulty changed from beginner to intermediate', 'Week streak', 'You found a reward!'].filter((part) => !texts.includes(part));
        },
        { timeout: 20_000, message: `${where}: the notices never showed together` },
      )
      .toEqual([]);
    // Then until they have come to rest: a notice slides in, and the others make room for it.
    let previous = '';
    await expect
      .poll(
        async () => {
          const now = JSON.stringify(await floatingBoxes(page));
          const resting = now === previous;
          previous = now;
          return resting;
        },
        { timeout: 20_000, interval: 250, message: `${where}: the notices never came to rest` },
      )
      .toBe(true);
    const { action, notices, tips, noticesInLayer } = await floatingBoxes(page);
    expect(action.length, where).toBeGreaterThan(0);
    expect(noticesInLayer, where).toBeGreaterThanOrEqual(3);
    for (const target of action) {
      for (const notice of notices) expect(overlap(notice, target), `${where}: "${notice.text.slice(0, 40)}" covers the action`).toBe(false);
      for (const tip of tips) expect(overlap(tip, target), `${where}: a tip covers the action`).toBe(false);
    }
    // And the notices lie side by side, none hidden behind another.
    for (const [index, notice] of notices.entries()) {
      for (const other of notices.slice(index + 1)) expect(overlap(notice, other), `${where}: two notices overlap`).toBe(false);
    }
  }

  for (const width of ['desk', 'phone'] as const) {
    it(`keeps every notice and tip off the primary action of the learner dashboard and the player, on a ${width}`, async () => {
      // The learner dashboard: its primary action is the suggestion to take next.
      const dashboard = await learnerBrowser(width);
      await dashboard.page.goto(`${app.server.url}/learner-dashboard`);
      await untilAppReady(dashboard.page);
      const next = dashboard.page.locator('[data-primary-action]').first();
      await expect.poll(() => next.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      const playerPath = (await next.getAttribute('href'))!;
      const courseId = /\/courses\/([^/]+)\/view/.exec(playerPath)![1]!;
      await next.scrollIntoViewIfNeeded();
      await expect.poll(() => dashboard.page.getByRole('button', { name: 'Claim' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      pushDifficultyAndAchievement(dashboard.socket(), courseId);
      await expectNothingOverTheAction(dashboard.page, `${width} learner dashboard`);
      await dashboard.context.close();

      // The player, in a browser of its own (so the achievement and the reward celebrate again): its primary action
      // is the lesson's Mark complete (or the way on), brought into sight as a reader about to press it would.
      const player = await learnerBrowser(width);
      await player.page.goto(`${app.server.url}${playerPath}`);
      await untilAppReady(player.page);
      const action = player.page.locator('[data-primary-action]').first();
      await expect.poll(() => action.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await action.scrollIntoViewIfNeeded();
      await expect.poll(() => player.page.getByRole('button', { name: 'Claim' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      pushDifficultyAndAchievement(player.socket(), courseId);
      await expectNothingOverTheAction(player.page, `${width} player`);
      await player.context.close();
    });
  }
});
