import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { untilAppReady } from '../testing/browser.js';
import { signUpInBrowser } from '../testing/browser-sign-up.js';
import { getJson } from '../testing/learning-requests.js';
import { codeFromOutboxPage } from '../testing/outbox-page.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';

/** The phone Lighthouse's mobile preset emulates. */
const phone = { width: 412, height: 823 };
/** Cumulative Layout Shift Google counts as good. */
const goodLayoutShift = 0.1;

/**
 * Sums every layout shift not caused by input, from the first paint on, and keeps the moved nodes so that a failure
 * says what moved. Runs before the app's own scripts on every navigation, so each page is measured on its own.
 */
const recordLayoutShifts = `
  window.layoutShifts = { total: 0, moved: [] };
  const describeNode = (node) =>
    node instanceof Element ? node.tagName.toLowerCase() + (node.className ? '.' + String(node.className).split(' ').join('.') : '') : String(node && node.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.layoutShifts.total += entry.value;
      window.layoutShifts.moved.push(entry.value.toFixed(3) + ': ' + entry.sources.map((source) => describeNode(source.node)).join(', '));
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;
/** Resolves once two animation frames have passed: whatever was rendered before has been painted. */
const twoFrames = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

interface LayoutShifts {
  readonly total: number;
  readonly moved: readonly string[];
}

describe('the catalogue, a course page and the player on a phone as their data arrives', () => {
  const app = useServerAndBrowser();
  let courseId: string;

  beforeAll(async () => {
    const catalogue = await getJson(`${app.server.url}/api/courses?price=free`);
    courseId = (catalogue.body!.items as { courseId: string }[])[0]!.courseId;
  });

  /** One learner for the signed-in cases, signed up by the first: the app then draws public pages itself. */
  let learnerPage: Promise<Page> | undefined;
  const signedInLearner = (): Promise<Page> => {
    const codeFor = (context: BrowserContext, email: string) => codeFromOutboxPage(context, app.server.url, email);
    learnerPage ??= signUpInBrowser({ browser: app.browser, serverUrl: app.server.url, codeFor }, 'Ada Lovelace', '/courses');
    return learnerPage;
  };

  /**
   * Opens `path` at phone width with the API response matching `held` kept back until the loading state has painted,
   * lets it through, waits for `arrived` and returns the shifts counted meanwhile. With `navigatedFrom`, the page opens
   * there and the app then goes to `path` itself, as a link in it would (a page the server draws with its data shows
   * its loading state only so).
   */
  async function shiftsWhileLoading(
    context: BrowserContext,
    path: string,
    held: RegExp,
    loading: (page: Page) => Locator,
    arrived: (page: Page) => Locator,
    navigatedFrom?: string,
  ): Promise<LayoutShifts> {
    const page = await context.newPage();
    await page.setViewportSize(phone);
    await page.addInitScript(recordLayoutShifts);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(held, async (route) => {
      await released;
      await route.continue();
    });
    if (navigatedFrom === undefined) await page.goto(`${app.server.url}${path}`);
    else {
      await page.goto(`${app.server.url}${navigatedFrom}`);
      await untilAppReady(page);
      // That page settled first: the app's bar has its level, which it shows once the learner's stats have arrived.
      await expect.poll(() => page.getByRole('progressbar', { name: /^Level \d+/ }).count(), { timeout: 30_000 }).toBe(1);
      await page.evaluate(twoFrames);
      // Counted from here; a click would be input, whose shifts the browser leaves out: the app's router follows the
      // history entry instead.
      await page.evaluate(`window.layoutShifts.total = 0; window.layoutShifts.moved = []; history.pushState(null, '', ${JSON.stringify(path)})`);
    }
    await expect.poll(() => loading(page).count(), { timeout: 30_000 }).toBe(1);
    // The loading state has been painted, so the data's arrival is measured against it.
    await page.evaluate(twoFrames);
    release();
    await expect.poll(() => arrived(page).count(), { timeout: 30_000 }).toBe(1);
    await page.evaluate(twoFrames);
    const shifts = await page.evaluate<LayoutShifts>('window.layoutShifts');
    await page.close();
    return shifts;
  }

  it('shows a visitor home, the catalogue and a course page with their data from the first paint, and keeps them still through hydration', async () => {
    const visitor = await app.browser.newContext();
    for (const [path, arrived] of [
      ['/', (page: Page) => page.getByRole('group', { name: 'Learners' })],
      ['/courses', (page: Page) => page.getByRole('region', { name: 'Search results' })],
      [`/courses/${courseId}`, (page: Page) => page.getByRole('heading', { level: 2, name: 'Course outline' })],
    ] as const) {
      const page = await visitor.newPage();
      await page.setViewportSize(phone);
      await page.addInitScript(recordLayoutShifts);
      // The server rendered the page with its data, for nobody signed in: the browser asks the API for neither.
      const askedForPageData: string[] = [];
      page.on('request', (request) => {
        const { pathname, search } = new URL(request.url());
        if (/^\/api\/(courses(\?|\/[^/]+$)|platform\/overview|auth\/session)/.test(pathname + search)) askedForPageData.push(request.url());
      });
      await page.goto(`${app.server.url}${path}`);
      await expect.poll(() => arrived(page).count(), { timeout: 30_000 }).toBe(1);
      await untilAppReady(page);
      await page.evaluate(twoFrames);
      const shifts = await page.evaluate<LayoutShifts>('window.layoutShifts');
      expect(shifts.total, `${path}: ${shifts.moved.join('\n')}`).toBeLessThan(goodLayoutShift);
      // The course page's reviews are read after the page by design (their average is drawn with the course), so their
      // own loading line may still show; the page's data never does.
      expect(await page.getByRole('status').filter({ hasText: /^Loading/ }).filter({ hasNotText: 'Loading reviews' }).count()).toBe(0);
      expect(askedForPageData).toEqual([]);
      await page.close();
    }
    await visitor.close();
  });

  it('keeps the catalogue still when its courses replace the loading state, for a signed-in learner', async () => {
    const learner = await signedInLearner();
    const shifts = await shiftsWhileLoading(
      learner.context(),
      '/courses',
      /\/api\/courses\?/,
      (page) => page.getByRole('status').filter({ hasText: 'Loading courses…' }),
      (page) => page.getByRole('region', { name: 'Search results' }),
    );
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(goodLayoutShift);
  });

  it('keeps a course page still when the course replaces the loading state, for a signed-in learner', async () => {
    const learner = await signedInLearner();
    const shifts = await shiftsWhileLoading(
      learner.context(),
      `/courses/${courseId}`,
      new RegExp(`/api/courses/${courseId}$`),
      (page) => page.getByRole('status').filter({ hasText: 'Loading the course…' }),
      (page) => page.getByRole('heading', { level: 2, name: 'Course outline' }),
    );
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(goodLayoutShift);
  });

  it('keeps the player still when the lesson replaces the loading state', async () => {
    const learner = await signedInLearner();
    await learner.goto(`${app.server.url}/courses/${courseId}`);
    await expect.poll(() => learner.getByRole('button', { name: 'Enrol for free' }).count(), { timeout: 30_000 }).toBe(1);
    await learner.getByRole('button', { name: 'Enrol for free' }).click();
    await expect.poll(() => new URL(learner.url()).pathname, { timeout: 30_000 }).toBe(`/courses/${courseId}/view`);
    const shifts = await shiftsWhileLoading(
      learner.context(),
      `/courses/${courseId}/view`,
      new RegExp(`/api/courses/${courseId}/learn$`),
      (page) => page.getByRole('status').filter({ hasText: 'Loading the course…' }),
      (page) => page.getByRole('button', { name: 'Mark lesson as complete' }),
      '/my-courses',
    );
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(goodLayoutShift);
  });

  it("keeps the lesson still when the text's renderer arrives after the lesson", async () => {
    const learner = await signedInLearner();
    // The same learner in a browser context of its own, without the app's service worker: that worker answers for
    // the renderer's chunk from its cache once the cases before loaded it, out of page.route's reach.
    const withEmptyCache = await app.browser.newContext({ serviceWorkers: 'block', storageState: await learner.context().storageState() });
    onTestFinished(() => withEmptyCache.close());
    // Enrolled by the case before; the renderer's chunk is held back, the lesson's data is not.
    const shifts = await shiftsWhileLoading(
      withEmptyCache,
      `/courses/${courseId}/view`,
      /\/assets\/markdown-view-[^/]*\.js$/,
      (page) => page.getByText('Loading the text…').first(),
      (page) => page.locator('.markdown:not([aria-busy])').first(),
      '/my-courses',
    );
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(goodLayoutShift);
  });

  it('shows a learner the lesson from the first paint, and keeps it still through hydration', async () => {
    const learner = await signedInLearner();
    const page = await learner.context().newPage();
    await page.setViewportSize(phone);
    await page.addInitScript(recordLayoutShifts);
    // The server read the lesson and the bar's stats and inbox as this learner, and drew them: the browser asks for
    // none of them again, nor loads the text's renderer to draw it a second time.
    const askedForLesson: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const drawnByServer = [`/api/courses/${courseId}/learn`, '/api/gamification/data', '/api/notifications'];
      if (drawnByServer.includes(pathname) || /\/assets\/markdown-view-/.test(pathname)) askedForLesson.push(pathname);
    });
    await page.goto(`${app.server.url}/courses/${courseId}/view`);
    await untilAppReady(page);
    await expect.poll(() => page.locator('.markdown:not([aria-busy])').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.evaluate(twoFrames);
    const shifts = await page.evaluate<LayoutShifts>('window.layoutShifts');
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(goodLayoutShift);
    expect(await page.getByRole('status').filter({ hasText: /^Loading/ }).count()).toBe(0);
    expect(askedForLesson).toEqual([]);
    await page.close();
  });
});
