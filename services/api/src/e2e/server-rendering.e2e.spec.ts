import { randomUUID } from 'node:crypto';
import { publicPageHeads, SERVER_RENDER_STATE_ID, SESSION_STATE_ID } from '@pathwise/contracts';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilAppReady } from '../testing/browser.js';
import { requestJson } from '../testing/json-requests.js';
import { signInByEmail } from '../testing/sign-in-by-email.js';
import { callAs, pageSignedInAs } from '../testing/signed-in-requests.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = { childNodes?: DefaultTreeAdapterTypes.ChildNode[] };

const elementsIn = (node: ParentNode): Element[] =>
  (node.childNodes ?? []).flatMap((child) => ('tagName' in child ? [child, ...elementsIn(child)] : []));
const attributeOf = (element: Element, name: string) => element.attrs.find((each) => each.name === name)?.value;
/** The text a reader sees, with runs of white space as one space. */
const textOf = (node: ParentNode): string =>
  (node.childNodes ?? [])
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : 'tagName' in child ? ` ${textOf(child)} ` : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** A page as a client without JavaScript gets it: its main content, headings, head tags and the data it was rendered with. */
async function fetchPage(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { accept: 'text/html', ...headers } });
  const html = await response.text();
  const all = elementsIn(parse(html));
  const main = all.find((element) => element.tagName === 'main');
  const root = all.find((element) => attributeOf(element, 'id') === 'root');
  const meta = (key: string) => all.find((element) => element.tagName === 'meta' && (attributeOf(element, 'property') ?? attributeOf(element, 'name')) === key);
  const stateScript = all.find((element) => attributeOf(element, 'id') === SERVER_RENDER_STATE_ID);
  const sessionScript = all.find((element) => attributeOf(element, 'id') === SESSION_STATE_ID);
  return {
    response,
    html,
    language: attributeOf(all.find((element) => element.tagName === 'html')!, 'lang'),
    rootIsEmpty: root !== undefined && root.childNodes.length === 0,
    mainText: main ? textOf(main) : '',
    headings: (level: number) => (main ? elementsIn(main).filter((element) => element.tagName === `h${level}`).map(textOf) : []),
    links: main ? elementsIn(main).filter((element) => element.tagName === 'a').map((element) => ({ text: textOf(element), href: attributeOf(element, 'href') })) : [],
    metaContent: (key: string) => { const found = meta(key); return found ? attributeOf(found, 'content') : undefined; },
    state: stateScript ? (JSON.parse(textOf(stateScript)) as { language: string; signedInAs: string | null; queries: unknown }) : null,
    session: sessionScript ? (JSON.parse(textOf(sessionScript)) as unknown) : null,
  };
}

/**
 * Opens `url` with the app's code held back until the server's markup, found by `drawn`, has been seen and marked
 * (a property, not an attribute: hydration would report an attribute it did not render); then lets the app run and
 * waits until it does. Gives back the page, the element as the locator finds it now, and the errors logged meanwhile.
 */
async function hydratedAfterMarking(page: Page, url: string, drawn: (page: Page) => Locator) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await expect.poll(() => drawn(page).count(), { timeout: 30_000 }).toBe(1);
  await drawn(page).evaluate((element) => Object.assign(element, { renderedByServer: true }));
  release();
  await untilAppReady(page);
  const keptServersElement = () => drawn(page).evaluate((element) => (element as unknown as { renderedByServer?: boolean }).renderedByServer === true);
  return { errors, keptServersElement };
}

describe('public pages, read before any script runs', () => {
  const app = useServerAndBrowser();
  /** A course published by a creator in this test, with markup in its title that must stay text everywhere. */
  const title = `Tide pools </script><!-- ${randomUUID().slice(0, 6)}`;
  let courseId: string;


  it.each(Object.values(publicPageHeads).map((head) => [head.path, head] as const))(
    'serves %s with its heading and its lead in the HTML, ready to hydrate',
    async (path, head) => {
      const page = await fetchPage(`${app.server.url}${path}`);
      expect(page.response.status).toBe(200);
      expect(page.headings(1)).toHaveLength(1);
      expect(page.headings(1)[0]!.length).toBeGreaterThan(3);
      // Each page's lead is the description search engines get: the same words, in the page itself.
      expect(page.mainText).toContain(head.description);
      expect(page.language).toBe('en');
      expect(page.state?.language).toBe('en');
      // A page that reads without JavaScript does not claim to need it.
      expect(page.html).not.toContain('needs JavaScript to run');
    },
  );

  it('lists a course a creator has just published in the catalogue’s HTML, and serves its own page with its Open Graph tags', async () => {
    const creator = await signInByEmail(app.server.url, `creator-${randomUUID().slice(0, 8)}@example.com`, 'Marina Creator');
    courseId = randomUUID();
    const token = creator.session.access_token;
    const call = (method: string, path: string, body?: unknown) => requestJson(method, `${app.server.url}/api/courses/${courseId}${path}`, body, token);
    expect((await requestJson('POST', `${app.server.url}/api/courses`, { courseId, title, level: 'beginner', language: 'en', tags: [] }, token)).status).toBe(201);
    expect((await call('POST', '/modules', { expectedVersion: 1, moduleId: 'm1', title: 'The shore' })).status).toBe(201);
    const lesson = { expectedVersion: 2, moduleId: 'm1', lessonId: 'l1', title: 'Reading the tide', blocks: [{ kind: 'text', text: 'Twice a day.' }], estimatedMinutes: 5, skillIds: [] };
    expect((await call('POST', '/lessons', lesson)).status).toBe(201);
    expect((await call('POST', '/publish', { expectedVersion: 3 })).status).toBe(200);

    // The catalogue's read model follows the log: the page shows the course once it has it.
    await expect
      .poll(async () => (await fetchPage(`${app.server.url}/courses?q=${encodeURIComponent('Tide pools')}`)).links, { timeout: 30_000 })
      .toContainEqual({ text: title, href: `/courses/${courseId}` });

    const coursePage = await fetchPage(`${app.server.url}/courses/${courseId}`);
    expect(coursePage.response.status).toBe(200);
    expect(coursePage.headings(1)).toEqual([title]);
    expect(coursePage.mainText).toContain('Reading the tide');
    // Its rating is part of the page as the server draws it: none yet for a course just published.
    expect(coursePage.mainText).toContain('Rating No ratings yet');
    expect(coursePage.metaContent('og:title')).toBe(title);
    expect(coursePage.metaContent('og:type')).toBe('product');
    expect(coursePage.metaContent('product:price:amount')).toBe('0.00');
    expect(coursePage.metaContent('og:url')).toMatch(new RegExp(`/courses/${courseId}$`));
    // The title's markup stays inside the page's data: the one script is still whole, and holds the title as text.
    expect(coursePage.html.split(title)).toHaveLength(1);
    expect(JSON.stringify(coursePage.state?.queries)).toContain(JSON.stringify(title).slice(1, -1));
  });

  it('shows the catalogue to a browser with JavaScript off', async () => {
    const context = await app.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/courses?q=${encodeURIComponent('Tide pools')}`);
    expect(await page.getByRole('heading', { level: 1, name: 'Courses' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: title }).getAttribute('href')).toBe(`/courses/${courseId}`);
    await context.close();
  });

  it('renders a page in the language the visitor chose, from the cookie the app keeps', async () => {
    const english = await fetchPage(`${app.server.url}/pricing`);
    const french = await fetchPage(`${app.server.url}/pricing`, { cookie: 'lang=fr' });
    expect(french.language).toBe('fr');
    expect(french.state?.language).toBe('fr');
    expect(french.headings(1)).toHaveLength(1);
    expect(french.headings(1)).not.toEqual(english.headings(1));
    expect(french.response.headers.get('vary')).toMatch(/cookie/i);
    // A language the app does not speak is English.
    expect((await fetchPage(`${app.server.url}/pricing`, { cookie: 'lang=xx' })).headings(1)).toEqual(english.headings(1));
  });

  it('leaves the pages of a browser with a session cookie to the app, and private pages empty', async () => {
    const staleCookie = await fetchPage(`${app.server.url}/courses`, { cookie: 'pathwise_session=some.session' });
    expect(staleCookie.rootIsEmpty).toBe(true);
    expect(staleCookie.state).toBeNull();
    // A cookie of no session: the page says nobody is signed in, and the cookie is cleared, as the API would.
    expect(staleCookie.session).toEqual({ user: null, csrf_token: null });
    expect(staleCookie.response.headers.get('set-cookie')).toMatch(/^pathwise_session=;/);
    const privatePage = await fetchPage(`${app.server.url}/my-courses`);
    expect(privatePage.rootIsEmpty).toBe(true);
    expect(privatePage.html).toContain('needs JavaScript to run');
    expect(privatePage.session).toBeNull();
  });

  it('sends a signed-in browser its session with the page, so that the app draws it without asking first', async () => {
    const learner = await signInByEmail(app.server.url, `inlined-${randomUUID().slice(0, 8)}@example.com`, 'Inlined Learner');
    const fetched = await fetchPage(`${app.server.url}/my-courses`, { cookie: learner.cookie });
    expect(fetched.session).toEqual({ user: learner.session.user, csrf_token: learner.session.csrf_token });
    // It holds the session's CSRF token: no cache may keep it.
    expect(fetched.response.headers.get('cache-control')).toBe('no-store');

    const page = await pageSignedInAs(app.browser, app.server.url, learner);
    const askedForSession: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/session') askedForSession.push(request.url());
    });
    await page.goto(`${app.server.url}/my-courses`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'My courses' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await page.locator('[data-bar="app"]').getByRole('button', { name: /^Inlined Learner/ }).count()).toBe(1);
    expect(askedForSession).toEqual([]);
    await page.context().close();
  });

  it('renders the pages a learner opens first for the signed-in person who asks, with their data and no one else’s', async () => {
    const [ada, ben] = await Promise.all(
      ['Ada Renderwood', 'Ben Hydrateson'].map((name) => signInByEmail(app.server.url, `${name.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`, name)),
    );
    await callAs(app.server.url, ada!, 'POST', `/courses/${courseId}/enrol`);
    // Side by side, as a server under load renders them: each page is read as its own person.
    const [adasDashboard, bensDashboard, adasPlayer] = await Promise.all([
      fetchPage(`${app.server.url}/dashboard`, { cookie: ada!.cookie }),
      fetchPage(`${app.server.url}/dashboard`, { cookie: ben!.cookie }),
      fetchPage(`${app.server.url}/courses/${courseId}/view?lesson=l1`, { cookie: ada!.cookie }),
    ]);
    expect(adasDashboard.mainText).toContain('Welcome, Ada Renderwood');
    expect(adasDashboard.html).not.toContain('Ben Hydrateson');
    expect(bensDashboard.mainText).toContain('Welcome, Ben Hydrateson');
    expect(bensDashboard.html).not.toContain('Ada Renderwood');
    expect(adasDashboard.state?.signedInAs).toBe(ada!.session.user.uid);
    // The app's bar comes drawn with the page: the person's level and points.
    expect(adasDashboard.html).toContain('class="xp-bar"');
    expect(adasDashboard.html).toMatch(/aria-label="Level 1: \d+ XP of 100/);
    expect(bensDashboard.state?.signedInAs).toBe(ben!.session.user.uid);
    // The lesson as Ada reads it, enrolled: its heading and its text, before any script.
    expect(adasPlayer.mainText).toContain('Reading the tide');
    expect(adasPlayer.mainText).toContain('Twice a day.');
    // Its breadcrumbs name the course by its title, never by its id.
    const trail = /<nav[^>]*aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(adasPlayer.html)?.[1] ?? '';
    expect(trail).toContain('Tide pools');
    expect(trail).not.toContain(`>${courseId}<`);
    for (const page of [adasDashboard, bensDashboard, adasPlayer]) {
      expect(page.response.headers.get('cache-control')).toBe('no-store');
      // The session travels in its own script only; the token the server read the page's data with, nowhere.
      expect(JSON.stringify(page.state?.queries)).not.toContain('csrf_token');
      expect(page.html).not.toMatch(/Bearer|eyJhbGciOi/);
    }
    // A page its router leaves to the browser is still drawn there.
    expect((await fetchPage(`${app.server.url}/my-courses`, { cookie: ada!.cookie })).rootIsEmpty).toBe(true);
    // Ben is not enrolled: the player's page, as he would see it, never shows him the lesson's text.
    expect((await fetchPage(`${app.server.url}/courses/${courseId}/view?lesson=l1`, { cookie: ben!.cookie })).mainText).not.toContain('Twice a day.');
  });

  it('hydrates a signed-in learner’s lesson as the server drew it, and its controls then work', async () => {
    const learner = await signInByEmail(app.server.url, `hydrated-${randomUUID().slice(0, 8)}@example.com`, 'Hydrated Learner');
    await callAs(app.server.url, learner, 'POST', `/courses/${courseId}/enrol`);
    const page = await pageSignedInAs(app.browser, app.server.url, learner);
    const { errors, keptServersElement } = await hydratedAfterMarking(page, `${app.server.url}/courses/${courseId}/view?lesson=l1`, (drawn) => drawn.getByText('Twice a day.'));
    await expect.poll(() => page.getByRole('button', { name: /Study mode/ }).getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('false');
    expect(await keptServersElement()).toBe(true);

    await page.getByRole('button', { name: /Study mode/ }).click();
    await expect.poll(() => page.evaluate<string | undefined>('document.documentElement.dataset.studyMode')).toBe('on');
    // The choice is kept, and a page the server draws with study mode off takes it up before it is shown.
    await page.reload();
    await untilAppReady(page);
    await expect.poll(() => page.getByRole('button', { name: /Study mode/ }).getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hydrates the server’s markup in the browser: the same elements, no error, and its controls work', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const heading = (drawn: Page) => drawn.getByRole('heading', { level: 1, name: title });
    const { errors, keptServersElement } = await hydratedAfterMarking(page, `${app.server.url}/courses/${courseId}`, heading);
    expect(await keptServersElement()).toBe(true);

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => page.evaluate<boolean>('document.documentElement.classList.contains("dark")')).toBe(true);
    await page.getByRole('link', { name: 'Courses', exact: true }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Courses' }).count(), { timeout: 30_000 }).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
