/* eslint-disable no-console -- a measuring script reports on the console */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { signInByEmail, startBuiltServer } from '@pathwise/api/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const TARGET_SCORE = 0.95;
const TARGET_INITIAL_JS_KB = 200;
const categories = ['performance', 'accessibility', 'best-practices'] as const;

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const webDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/**
 * The JavaScript a first visit must load before anything renders: the entry script and the modules index.html
 * preloads, gzipped as the server sends them (zlib's default level, like the compression middleware).
 */
function initialJavaScriptKb(): { kb: number; files: number } {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(webDist, file))).length, 0);
  return { kb: bytes / 1024, files: files.length };
}

const { values } = parseArgs({ options: { mobile: { type: 'boolean' } }, strict: true });

/**
 * Lighthouse on the built app with Debian's Chromium: the home page and a signed-in page, each scored for
 * performance, accessibility and best practices, with the JavaScript transferred (gzipped) on first load.
 */
async function main(): Promise<void> {
  const server = await startBuiltServer({ LOG_LEVEL: 'warn' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  let failed = false;
  try {
    const { cookie } = await signInByEmail(server.url, `lighthouse-${Date.now()}@example.com`, 'Lighthouse');
    const pages = [
      { name: 'home', url: `${server.url}/`, headers: {} as Record<string, string> },
      { name: 'dashboard (signed in)', url: `${server.url}/dashboard`, headers: { Cookie: cookie } },
    ];
    console.log(`Lighthouse ${values.mobile ? 'mobile' : 'desktop'} preset, Chromium at ${chrome.port}; targets: each score >= ${TARGET_SCORE}, initial JS <= ${TARGET_INITIAL_JS_KB} KB gzipped\n`);
    for (const page of pages) {
      const result = await lighthouse(
        page.url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories], extraHeaders: page.headers },
        values.mobile ? undefined : desktopConfig,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
      const { lhr } = result;
      const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
        (item) => item.resourceType === 'Script' && item.url.startsWith(server.url),
      );
      const loadedJsKb = requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
      const scores = categories.map((category) => ({ category, score: lhr.categories[category]?.score ?? 0 }));
      const pageFailed = scores.some(({ score }) => score < TARGET_SCORE);
      failed ||= pageFailed;
      console.log(
        `${page.name.padEnd(24)} ${scores.map(({ category, score }) => `${category} ${score.toFixed(2)}`).join(' | ')} | ` +
          `all JS fetched while loading, route and widgets included: ${loadedJsKb.toFixed(1)} KB in ${requests.length} files ${pageFailed ? '(target missed)' : '(targets met)'}`,
      );
      for (const [id, audit] of Object.entries(lhr.audits)) {
        if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode !== 'binary') continue;
        console.log(`    failing audit: ${id}: ${audit.title}`);
        const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
        for (const item of items.slice(0, 5)) console.log(`      ${JSON.stringify(item).slice(0, 300)}`);
      }
    }
    const initial = initialJavaScriptKb();
    const initialFailed = initial.kb > TARGET_INITIAL_JS_KB;
    failed ||= initialFailed;
    console.log(`\ninitial JS (entry and preloads of index.html): ${initial.kb.toFixed(1)} KB gzipped in ${initial.files} files ${initialFailed ? '(target missed)' : '(target met)'}; the rest loads per route`);
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
