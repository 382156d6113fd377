/* eslint-disable no-console -- a measuring script reports on the console */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { requestJson, signInByEmail, startBuiltServer } from '@pathwise/api/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { firstPages, measureInitialJavaScript, type InitialJavaScript } from '../bundle/initial-javascript.js';

const categories = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof categories)[number];

/** What each page must reach: the mobile preset's targets; the desktop preset keeps its stricter performance score. */
const targets = (mobile: boolean) => ({
  score: { performance: mobile ? 0.9 : 0.95, accessibility: 0.95, 'best-practices': 0.95 } satisfies Record<Category, number>,
  largestContentfulPaintMs: 2_500,
  totalBlockingTimeMs: 200,
  cumulativeLayoutShift: 0.1,
});

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const webDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

const { values } = parseArgs({
  options: {
    mobile: { type: 'boolean' },
    // Where to write each page's Lighthouse report (JSON) and its trace (which Chrome DevTools' Performance panel opens).
    reports: { type: 'string' },
    // Score only these pages (repeatable), to compare one page before and after a change in the same conditions.
    page: { type: 'string', multiple: true },
    // A server already running the built app (its data seeded, sign-in codes in its development outbox) instead of a
    // fresh one: repeated runs skip the start, and a loaded machine does not time the start out.
    url: { type: 'string' },
  },
  strict: true,
});

const reportFileName = (pageName: string, kind: 'report' | 'trace') => `${pageName.replaceAll(' ', '-')}.${kind}.json`;

interface PageToScore {
  name: string;
  path: string;
  signedIn: boolean;
}

/**
 * The pages learners open first: the public ones as a visitor, the others as a fresh account enrolled in a free course
 * of the seeded catalogue, with its first lesson open in the player.
 */
async function pagesToScore(serverUrl: string, token: string): Promise<PageToScore[]> {
  const catalogue = await requestJson('GET', `${serverUrl}/api/courses?price=free`);
  const courseId = (catalogue.body as { items: { courseId: string }[] }).items[0]?.courseId;
  if (!courseId) throw new Error('The seeded catalogue has no free course');
  const detail = await requestJson('GET', `${serverUrl}/api/courses/${courseId}`);
  const lessonId = (detail.body as { outline: { lessons: { lessonId: string }[] }[] }).outline[0]?.lessons[0]?.lessonId;
  if (!lessonId) throw new Error(`Course ${courseId} has no lesson`);
  const enrolled = await requestJson('POST', `${serverUrl}/api/courses/${courseId}/enrol`, undefined, token);
  if (enrolled.status !== 201) throw new Error(`Enrolling answered ${enrolled.status}`);
  const paths: Record<string, string> = {
    home: '/',
    catalogue: '/courses',
    'course page': `/courses/${courseId}`,
    dashboard: '/dashboard',
    'learner dashboard': '/learner-dashboard',
    'course player': `/courses/${courseId}/view?lesson=${lessonId}`,
  };
  return firstPages.map((page) => ({ name: page.name, path: paths[page.name]!, signedIn: page.kind === 'signed-in' }));
}

/**
 * Puts the session cookie in the browser's own cookie jar, as a signed-in visitor's browser holds it: Lighthouse's
 * `extraHeaders` add a Cookie header to the page's request but not reliably to the app's fetches, and the app, asking
 * for its session, was sent to sign in (the "signed-in" pages measured the sign-in page).
 */
async function signInBrowser(port: number, serverUrl: string, cookie: string): Promise<void> {
  const [name, ...value] = cookie.split('=');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0]!.addCookies([{ name: name!, value: value.join('='), url: serverUrl, httpOnly: true, sameSite: 'Lax' }]);
  } finally {
    // Connected over CDP, closing only disconnects: the browser stays for Lighthouse.
    await browser.close();
  }
}

const figure = (value: string, target: string, met: boolean) => `${value} (target ${target}${met ? '' : ', MISSED'})`;

/**
 * Lighthouse on the built app with Debian's Chromium, on the pages learners open first: each page's scores,
 * Largest Contentful Paint, Total Blocking Time and Cumulative Layout Shift beside their targets, the JavaScript it
 * fetched while loading, and its initial JavaScript (entry and route closure, from the build) beside its budget.
 */
async function main(): Promise<void> {
  const mobile = values.mobile ?? false;
  const target = targets(mobile);
  const server = values.url ? { url: values.url.replace(/\/$/, ''), stop: async () => {} } : await startBuiltServer({ LOG_LEVEL: 'warn' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  let failed = false;
  try {
    const { cookie, session } = await signInByEmail(server.url, `lighthouse-${Date.now()}@example.com`, 'Lighthouse');
    const allPages = await pagesToScore(server.url, session.access_token);
    const unknown = (values.page ?? []).filter((name) => !allPages.some((page) => page.name === name));
    if (unknown.length > 0) throw new Error(`No page named ${unknown.join(', ')}; the pages: ${allPages.map((page) => page.name).join(', ')}`);
    const pages = values.page ? allPages.filter((page) => values.page!.includes(page.name)) : allPages;
    if (values.reports) mkdirSync(values.reports, { recursive: true });
    const initial = new Map<string, InitialJavaScript>(measureInitialJavaScript(webDist).map((measured) => [measured.page.name, measured]));
    console.log(
      `Lighthouse ${mobile ? 'mobile' : 'desktop'} preset, Chromium at ${chrome.port}; targets: performance >= ${target.score.performance}, ` +
        `accessibility and best practices >= ${target.score.accessibility}, LCP < ${target.largestContentfulPaintMs} ms, ` +
        `TBT < ${target.totalBlockingTimeMs} ms, CLS < ${target.cumulativeLayoutShift}, initial JS within its budget\n`,
    );
    let browserSignedIn = false;
    for (const page of pages) {
      // Public pages first, as a visitor; once signed in, the browser stays so.
      if (page.signedIn && !browserSignedIn) {
        await signInBrowser(chrome.port, server.url, cookie);
        browserSignedIn = true;
      } else if (!page.signedIn && browserSignedIn) {
        throw new Error(`${page.name} is public but comes after a signed-in page: it would be measured signed in`);
      }
      const result = await lighthouse(
        `${server.url}${page.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          // With the reports, the trace carries JavaScript's call stacks too (sampling costs the page a little time).
          additionalTraceCategories: values.reports ? 'disabled-by-default-v8.cpu_profiler' : null,
        },
        mobile ? undefined : desktopConfig,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        // Lighthouse's trace sometimes misses the navigation on a loaded machine: say so rather than print no figures.
        console.log(`${page.name} (${page.path})\n    Lighthouse failed (${lhr.runtimeError.code}): ${lhr.runtimeError.message}`);
        failed = true;
        continue;
      }
      const landedOn = new URL(lhr.finalDisplayedUrl);
      if (`${landedOn.pathname}${landedOn.search}` !== page.path) {
        throw new Error(`${page.name} (${page.path}) ended on ${landedOn.pathname}${landedOn.search}: Lighthouse measured another page`);
      }
      if (values.reports) {
        writeFileSync(join(values.reports, reportFileName(page.name, 'report')), JSON.stringify(lhr));
        writeFileSync(join(values.reports, reportFileName(page.name, 'trace')), JSON.stringify(result.artifacts.Trace));
      }
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const lcp = Math.round(numeric('largest-contentful-paint'));
      const tbt = Math.round(numeric('total-blocking-time'));
      const cls = Number(numeric('cumulative-layout-shift').toFixed(3));
      const scores = categories.map((category) => ({ category, score: lhr.categories[category]?.score ?? 0 }));
      const scripts = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
        (item) => item.resourceType === 'Script' && item.url.startsWith(server.url),
      );
      const fetchedJsKb = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
      const initialJs = initial.get(page.name)!;
      const checks = [
        ...scores.map(({ category, score }) => ({ text: `${category} ${figure(score.toFixed(2), `>= ${target.score[category]}`, score >= target.score[category])}`, met: score >= target.score[category] })),
        { text: `LCP ${figure(`${lcp} ms`, `< ${target.largestContentfulPaintMs} ms`, lcp < target.largestContentfulPaintMs)}`, met: lcp < target.largestContentfulPaintMs },
        { text: `TBT ${figure(`${tbt} ms`, `< ${target.totalBlockingTimeMs} ms`, tbt < target.totalBlockingTimeMs)}`, met: tbt < target.totalBlockingTimeMs },
        { text: `CLS ${figure(String(cls), `< ${target.cumulativeLayoutShift}`, cls < target.cumulativeLayoutShift)}`, met: cls < target.cumulativeLayoutShift },
        {
          text: `initial JS ${figure(`${initialJs.gzipKb.toFixed(1)} KB`, `<= ${initialJs.budgetKb} KB`, initialJs.gzipKb <= initialJs.budgetKb)}`,
          met: initialJs.gzipKb <= initialJs.budgetKb,
        },
      ];
      failed ||= checks.some((check) => !check.met);
      console.log(`${page.name} (${page.path}${page.signedIn ? ', signed in' : ''})`);
      console.log(`    ${checks.map((check) => check.text).join(' | ')}`);
      console.log(`    all JS fetched while loading, widgets and socket included: ${fetchedJsKb.toFixed(1)} KB in ${scripts.length} files`);
      for (const [id, audit] of Object.entries(lhr.audits)) {
        if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode !== 'binary') continue;
        console.log(`    failing audit: ${id}: ${audit.title}`);
        const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
        for (const item of items.slice(0, 5)) console.log(`      ${JSON.stringify(item).slice(0, 300)}`);
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
