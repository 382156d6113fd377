import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_COOKIE, publicPageHeads, publicPageHeadsEs, publicPageHeadsFr } from '@pathwise/contracts';
import { streamId } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenPublishedCourse } from '../testing/course-fixtures.js';
import { useTestServer } from '../testing/use-test-server.js';

type Element = DefaultTreeAdapterTypes.Element;

const PUBLIC_URL = 'https://learn.pathwise.test';
const webPublic = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
const BUILT_DESCRIPTION = 'Pathwise is an adaptive online course platform.';
const ENTRY_SCRIPT = 'console.log("the web app");\n';

/** A built web app as Vite writes it: the entry script and a preload in the head, next to the tags we replace. */
function givenBuiltWebApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pathwise-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), ENTRY_SCRIPT);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Pathwise</title>
    <meta name="description" content="${BUILT_DESCRIPTION}" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def456.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  return dir;
}

const webDist = givenBuiltWebApp();
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** What a crawler or a link preview reads from a page's head, with no script run. */
interface ReadHead {
  readonly titles: string[];
  /** Each meta tag's content by its name or property, every occurrence. */
  readonly meta: ReadonlyMap<string, string[]>;
  readonly canonical: string[];
  readonly scripts: string[];
}

function readHead(html: string): ReadHead {
  const document = parse(html);
  const elements = (node: { childNodes?: DefaultTreeAdapterTypes.ChildNode[] }): Element[] =>
    (node.childNodes ?? []).flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : []));
  const all = elements(document);
  const attribute = (element: Element, name: string) => element.attrs.find((each) => each.name === name)?.value;
  const meta = new Map<string, string[]>();
  for (const element of all.filter((each) => each.tagName === 'meta')) {
    const key = attribute(element, 'name') ?? attribute(element, 'property');
    if (key) meta.set(key, [...(meta.get(key) ?? []), attribute(element, 'content') ?? '']);
  }
  return {
    titles: all.filter((each) => each.tagName === 'title').map((each) => each.childNodes.map((node) => ('value' in node ? node.value : '')).join('')),
    meta,
    canonical: all.filter((each) => each.tagName === 'link' && attribute(each, 'rel') === 'canonical').map((each) => attribute(each, 'href') ?? ''),
    scripts: all.filter((each) => each.tagName === 'script').map((each) => attribute(each, 'src') ?? 'inline'),
  };
}

describe.each(testDatabaseKinds)('page heads in the served HTML on %s', (kind) => {
  const used = useTestServer(kind, { WEB_DIST_DIR: webDist, PUBLIC_URL });
  const page = async (path: string, cookie?: string) => {
    const response = await fetch(`${used.server.url}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const html = await response.text();
    return { response, html, head: readHead(html) };
  };

  it.each([
    ['/', publicPageHeads.home],
    ['/pricing', publicPageHeads.pricing],
    ['/courses', publicPageHeads.catalogue],
  ])('a public page (%s) carries its own title, description, canonical link and Open Graph tags', async (path, expected) => {
    const { response, html, head } = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const url = `${PUBLIC_URL}${path}`;
    expect(head.titles).toEqual([`${expected.title} · Pathwise`]);
    expect(head.meta.get('description')).toEqual([expected.description]);
    expect(head.canonical).toEqual([url]);
    expect(head.meta.get('og:title')).toEqual([expected.title]);
    expect(head.meta.get('og:description')).toEqual([expected.description]);
    expect(head.meta.get('og:url')).toEqual([url]);
    expect(head.meta.get('og:type')).toEqual(['website']);
    expect(head.meta.get('og:site_name')).toEqual(['Pathwise']);
    // No picture of its own: the app's square icon (a file the web app ships), as a small card.
    expect(head.meta.get('og:image')).toEqual([`${PUBLIC_URL}/icons/icon-512.png`]);
    expect(existsSync(join(webPublic, 'icons/icon-512.png'))).toBe(true);
    expect(head.meta.get('twitter:card')).toEqual(['summary']);
    // The rest of the built document is served as built.
    expect(head.scripts).toEqual(['/assets/index-abc123.js']);
    expect(head.meta.get('viewport')).toEqual(['width=device-width, initial-scale=1.0']);
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf('<title>'));
  });

  it.each([
    ['es', publicPageHeadsEs.pricing],
    ['fr', publicPageHeadsFr.pricing],
  ])('heads a public page in the language of the visitor’s cookie (%s), as the page’s words are', async (language, expected) => {
    const { response, head } = await page('/pricing', `${LANGUAGE_COOKIE}=${language}`);
    expect(head.titles).toEqual([`${expected.title} · Pathwise`]);
    expect(head.meta.get('description')).toEqual([expected.description]);
    expect(head.meta.get('og:title')).toEqual([expected.title]);
    expect(expected.description).not.toBe(publicPageHeads.pricing.description);
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    // A language we do not speak reads as English.
    expect((await page('/pricing', `${LANGUAGE_COOKIE}=de`)).head.titles).toEqual([`${publicPageHeads.pricing.title} · Pathwise`]);
  });

  it('names one canonical address for a page asked with a trailing slash or a search', async () => {
    expect((await page('/pricing/')).head.canonical).toEqual([`${PUBLIC_URL}/pricing`]);
    const searched = await page('/courses?q=fractions&page=2');
    expect(searched.head.canonical).toEqual([`${PUBLIC_URL}/courses`]);
    expect(searched.head.titles).toEqual(['Courses · Pathwise']);
  });

  it('shares a published course with its title, summary, cover, address and price', async () => {
    const title = `Fractions without fear ${randomUUID().slice(0, 6)}`;
    const { courseId } = await givenPublishedCourse(used.server.platform.store, {
      creatorId: randomUUID(),
      title,
      details: {
        subtitle: 'Halves, thirds and quarters, one picture at a time.',
        coverImageUrl: 'https://images.example.com/covers/fractions.png',
        priceCents: 2_900,
        currency: 'EUR',
      },
    });
    const { head } = await eventually(async () => {
      const shown = await page(`/courses/${courseId}`);
      expect(shown.head.titles).toEqual([`${title} · Pathwise`]);
      return shown;
    });
    const url = `${PUBLIC_URL}/courses/${courseId}`;
    expect(head.meta.get('description')).toEqual(['Halves, thirds and quarters, one picture at a time.']);
    expect(head.canonical).toEqual([url]);
    expect(head.meta.get('og:title')).toEqual([title]);
    expect(head.meta.get('og:url')).toEqual([url]);
    expect(head.meta.get('og:image')).toEqual(['https://images.example.com/covers/fractions.png']);
    expect(head.meta.get('og:type')).toEqual(['product']);
    expect(head.meta.get('product:price:amount')).toEqual(['29.00']);
    expect(head.meta.get('product:price:currency')).toEqual(['EUR']);
    expect(head.meta.get('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta.get('twitter:image')).toEqual(['https://images.example.com/covers/fractions.png']);
    expect(head.meta.get('og:image:width')).toBeUndefined();
  });

  it('shares a course by its uploaded cover at its absolute address, with the size it is stored at', async () => {
    const cover = `/api/files/course-covers/${randomUUID()}`;
    const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: randomUUID(), title: 'Fractions in colour', details: { coverImageUrl: cover } });
    const { head } = await eventually(async () => {
      const shown = await page(`/courses/${courseId}`);
      expect(shown.head.titles).toEqual(['Fractions in colour · Pathwise']);
      return shown;
    });
    expect(head.meta.get('og:image')).toEqual([`${PUBLIC_URL}${cover}`]);
    expect(head.meta.get('og:image:width')).toEqual(['1280']);
    expect(head.meta.get('og:image:height')).toEqual(['720']);
    expect(head.meta.get('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta.get('twitter:image')).toEqual([`${PUBLIC_URL}${cover}`]);
  });

  it('describes a course without a subtitle by its description, on one line and cut at a word', async () => {
    const description = `Fractions, step by step.\n\n${'Each lesson draws the fraction before it names it. '.repeat(8)}`;
    const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: randomUUID(), title: 'Fractions drawn', details: { description } });
    const { head } = await eventually(async () => {
      const shown = await page(`/courses/${courseId}`);
      expect(shown.head.titles).toEqual(['Fractions drawn · Pathwise']);
      return shown;
    });
    const [shown] = head.meta.get('description')!;
    expect(shown).toMatch(/^Fractions, step by step\. Each lesson draws the fraction before it names it\. Each/);
    expect(shown).toMatch(/[a-z]…$/);
    expect(shown!.length).toBeLessThanOrEqual(200);
    expect(head.meta.get('og:description')).toEqual([shown]);
    expect(head.meta.get('product:price:amount')).toEqual(['0.00']);
  });

  it('writes a course title with markup and quotes as inert text', async () => {
    const title = `</title><script>alert("x")</script> "Quoted" & 'single' <b>bold</b>`;
    const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: randomUUID(), title });
    const { html, head } = await eventually(async () => {
      const shown = await page(`/courses/${courseId}`);
      expect(shown.head.meta.get('og:title')).toEqual([title]);
      return shown;
    });
    expect(head.titles).toEqual([`${title} · Pathwise`]);
    expect(head.meta.get('twitter:title')).toEqual([title]);
    expect(head.scripts).toEqual(['/assets/index-abc123.js']);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>bold');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert("x")&lt;/script&gt;');
    expect(html).toContain('content="&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;Quoted&quot; &amp; \'single\'');
  });

  describe('pages without a head of their own', () => {
    let draftId: string;
    beforeAll(async () => {
      // A draft, then a published course: once the catalogue shows the second, it has seen the first.
      const creatorId = randomUUID();
      draftId = `course-${randomUUID().slice(0, 8)}`;
      await used.server.platform.store.append(
        streamId('course', draftId),
        [
          {
            type: 'CourseDrafted',
            data: {
              courseId: draftId, creatorId, title: 'A secret draft', subtitle: '', description: '', coverImageUrl: null,
              language: 'en', level: 'beginner', priceCents: 0, currency: 'USD', tags: [],
            },
          },
        ],
        { expectedVersion: 'no_stream' },
      );
      const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId, title: 'Published after the draft' });
      await eventually(async () => expect((await page(`/courses/${courseId}`)).head.titles).toEqual(['Published after the draft · Pathwise']));
    });

    it.each([
      ['an unknown course', () => '/courses/no-such-course'],
      ['a draft', () => `/courses/${draftId}`],
      ['a page the web app names itself', () => '/login'],
      ['an address that is no course id', () => '/courses/not%20an%20id'],
    ])('serves %s with the site title and built description, and no canonical link', async (_situation, path) => {
      const { response, head } = await page(path());
      expect(response.status).toBe(200);
      expect(head.titles).toEqual(['Pathwise']);
      expect(head.meta.get('description')).toEqual([BUILT_DESCRIPTION]);
      expect(head.meta.get('og:title')).toEqual(['Pathwise']);
      expect(head.meta.get('og:image')).toEqual([`${PUBLIC_URL}/icons/icon-512.png`]);
      expect(head.canonical).toEqual([]);
      expect(head.meta.has('og:url')).toBe(false);
    });
  });

  it('leaves assets, static files and the API as they are', async () => {
    const script = await fetch(`${used.server.url}/assets/index-abc123.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toBe(ENTRY_SCRIPT);
    const icon = await fetch(`${used.server.url}/favicon.svg`);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).not.toContain('<title>');
    expect((await fetch(`${used.server.url}/assets/missing.js`)).status).toBe(404);
    const catalogue = await fetch(`${used.server.url}/api/courses`);
    expect(catalogue.headers.get('content-type')).toMatch(/^application\/json/);
    const unknown = await fetch(`${used.server.url}/api/no-such-route`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });
});
