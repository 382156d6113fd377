import { randomUUID } from 'node:crypto';
import { accessDeniedMessage, subscriptionRequiredMessage } from '@pathwise/contracts';
import type { SubscriptionTier } from '@pathwise/event-schemas';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe.js';
import { untilAppReady } from '../testing/browser.js';
import { codeFromOutbox, signInByEmail, type EmailSignInResult } from '../testing/sign-in-by-email.js';
import { pageSignedInAs } from '../testing/signed-in-requests.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';

/** Any id: a course or certificate that does not exist still gets its page, which must pass axe too. */
const someId = randomUUID();

/** The public pages of spec section 2 (the purchase pages need sign-in, ADR 41, and purchase.e2e checks them): every one must pass axe. */
const publicPages = [
  '/',
  '/demo',
  '/signup',
  '/login',
  '/otp-login',
  '/courses',
  `/courses/${someId}`,
  `/verify/${someId}`,
  '/privacy',
  '/terms',
  '/contact',
  '/about',
  '/documentation',
  '/resources',
  '/features',
  '/pricing',
  '/features/adaptive-learning',
  '/features/adaptive-assessments',
  '/features/ai-content',
  '/features/adaptive-builder',
  '/features/adaptive-builder-demo',
  '/features/emotional-design-demo',
];

/** A gate for held network requests: they go on once the test has seen what it waits for while they are held. */
function heldUntilReleased(): { released: Promise<void>; release(): void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

describe('the web shell in the browser', () => {
  const app = useServerAndBrowser();
  let adminToken: string;

  const path = (page: Page) => new URL(page.url()).pathname;
  const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

  /** Opens the command palette with Ctrl+K and gives back its search box. */
  async function openPalette(page: Page): Promise<Locator> {
    const search = page.getByRole('combobox', { name: 'Search pages' });
    // The widgets load just after the page; until their listener is there, the key does nothing, so press again.
    await expect
      .poll(
        async () => {
          if ((await search.count()) === 0) await page.keyboard.press('Control+K');
          return search.count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    return search;
  }

  /** A fresh account of the given tier (and admin role if asked), named `displayName`, through the real API. */
  async function freshAccount(tier: SubscriptionTier, role: 'creator' | 'admin' = 'creator', displayName = 'Shell Tester'): Promise<EmailSignInResult> {
    const account = await signInByEmail(app.server.url, `shell-${randomUUID().slice(0, 8)}@example.com`, displayName);
    const change = (what: string, body: unknown) =>
      fetch(`${app.server.url}/api/admin/users/${account.session.user.uid}/${what}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    if (tier !== 'free') expect((await change('subscription-tier', { subscription_tier: tier, reason: 'End-to-end test' })).status).toBe(200);
    if (role !== 'creator') expect((await change('role', { role, reason: 'End-to-end test' })).status).toBe(200);
    return account;
  }

  /** A context signed in as a fresh account of the given tier (and admin role if asked). */
  async function signedInContext(tier: SubscriptionTier, role: 'creator' | 'admin' = 'creator'): Promise<BrowserContext> {
    const { cookie } = await freshAccount(tier, role);
    const context = await app.browser.newContext();
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: app.server.url }]);
    return context;
  }

  /**
   * The dashboard of `who` in a browser of its own made with `options`, once their account speaks `language` (as
   * the account's setting, which the interface follows) and the app is ready.
   */
  async function dashboardIn(who: EmailSignInResult, language: string, options: BrowserContextOptions): Promise<Page> {
    const setting = await fetch(`${app.server.url}/api/me/settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${who.session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ preferred_language: language }),
    });
    expect(setting.status).toBe(200);
    const page = await pageSignedInAs(app.browser, app.server.url, who, options);
    await page.goto(`${app.server.url}/dashboard`);
    await untilAppReady(page);
    return page;
  }

  beforeAll(async () => {
    adminToken = (await signInByEmail(app.server.url, 'admin@example.com')).session.access_token;
  });

  describe('gates', () => {
    it('sends a signed-out visitor to /login with the original path, showing Verifying authentication... meanwhile', async () => {
      const page = await app.browser.newPage();
      // The session check is held until the page has been seen waiting for it, however slow the machine.
      const sessionCheck = heldUntilReleased();
      await page.route('**/api/auth/session', async (route) => {
        await sessionCheck.released;
        await route.continue();
      });
      await page.goto(`${app.server.url}/billing`);
      await expect.poll(() => page.getByText('Verifying authentication...').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      sessionCheck.release();
      await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/billing');
      await page.close();
    });

    it('shows Access Denied with the spec message, Go Back and Go to Home, to a creator on an admin page', async () => {
      const context = await signedInContext('pro_plus');
      const page = await context.newPage();
      await page.goto(`${app.server.url}/monitoring`);
      await expect.poll(() => heading(page, 'Access Denied').count(), { timeout: 20_000 }).toBe(1);
      expect(await page.getByText(accessDeniedMessage('admin')).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Go Back' }).count()).toBe(1);
      await page.getByRole('link', { name: 'Go to Home' }).or(page.getByRole('button', { name: 'Go to Home' })).first().click();
      await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/');
      await context.close();
    });

    it('shows Subscription Required with Upgrade Plan to /billing, to free and to pro users: matching is exact', async () => {
      for (const tier of ['free', 'pro'] as const) {
        const context = await signedInContext(tier);
        const page = await context.newPage();
        await page.goto(`${app.server.url}/white-label`);
        await expect.poll(() => heading(page, 'Subscription Required').count(), { timeout: 20_000 }).toBe(1);
        expect(await page.getByText(subscriptionRequiredMessage('pro_plus')).count()).toBe(1);
        expect(await page.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/billing');
        await context.close();
      }
    });

    it('takes a free user from Subscription Required through Upgrade Plan to a Pro Plus trial, and into the page', async () => {
      const context = await signedInContext('free');
      const page = await context.newPage();
      await page.goto(`${app.server.url}/white-label`);
      await expect.poll(() => heading(page, 'Subscription Required').count(), { timeout: 20_000 }).toBe(1);
      await page.getByRole('link', { name: 'Upgrade Plan' }).click();
      await expect.poll(() => heading(page, 'Billing').count(), { timeout: 20_000 }).toBe(1);
      const plan = page.getByRole('region', { name: 'Your plan' });
      await expect.poll(() => plan.getByText('You are on the Free plan.').count(), { timeout: 20_000 }).toBe(1);

      await page.getByRole('button', { name: 'Start the 14-day Pro Plus trial' }).click();
      await expect.poll(() => plan.getByText(/Your free Pro Plus trial ends on .*: 14 days left\./).count(), { timeout: 20_000 }).toBe(1);
      expect(await plan.getByText('You are on the Pro Plus plan.').count()).toBe(1);
      expect(await page.getByRole('button', { name: /trial/ }).count()).toBe(0);

      await page.goto(`${app.server.url}/white-label`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 20_000 }).toBe(1);
      expect(await heading(page, 'Subscription Required').count()).toBe(0);
      await context.close();
    });

    it('lets an admin into an admin page and a pro_plus user into a pro_plus page', async () => {
      const admin = await signedInContext('free', 'admin');
      const adminPage = await admin.newPage();
      await adminPage.goto(`${app.server.url}/monitoring`);
      await expect.poll(() => heading(adminPage, 'Monitoring').count(), { timeout: 20_000 }).toBe(1);
      expect(await heading(adminPage, 'Access Denied').count()).toBe(0);
      // The live figures themselves: every read model in the table, read from this server.
      await expect.poll(() => adminPage.getByRole('table', { name: 'Read models' }).getByRole('row', { name: /learner-activity/ }).count(), { timeout: 20_000 }).toBe(1);
      // The pulse, read from the log: this admin's own sign-up is among the day's.
      await adminPage.goto(`${app.server.url}/command-center`);
      await expect.poll(() => heading(adminPage, 'Command center').count(), { timeout: 20_000 }).toBe(1);
      const signUps = adminPage.getByRole('region', { name: 'Sign-ups' });
      await expect.poll(async () => Number((await signUps.locator('.pulse-headline strong').textContent({ timeout: 20_000 }))?.replace(/\D/g, '')), { timeout: 20_000 }).toBeGreaterThan(0);
      await admin.close();

      const proPlus = await signedInContext('pro_plus');
      const proPage = await proPlus.newPage();
      await proPage.goto(`${app.server.url}/white-label`);
      await expect.poll(() => proPage.getByRole('heading', { level: 1 }).count(), { timeout: 20_000 }).toBe(1);
      expect(await heading(proPage, 'Subscription Required').count()).toBe(0);
      await proPlus.close();
    });
  });

  it('shows Page Not Found with a link home, and the dashboard link only when signed in', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/no-such-page`);
    await expect.poll(() => heading(page, 'Page Not Found').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('main').getByRole('link', { name: /dashboard/i }).count()).toBe(0);
    await page.close();

    const context = await signedInContext('free');
    const signedIn = await context.newPage();
    await signedIn.goto(`${app.server.url}/no-such-page`);
    await expect.poll(() => heading(signedIn, 'Page Not Found').count(), { timeout: 20_000 }).toBe(1);
    expect(await signedIn.getByRole('main').getByRole('link', { name: /dashboard/i }).getAttribute('href')).toBe('/dashboard');
    await context.close();
  });

  it('shows the loading screen while a page of the site is still on its way', async () => {
    // Once the service worker is active it fetches the assets itself, out of page.route's reach.
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 20_000 }).toBe(1);
    await untilAppReady(page);
    const pageCode = heldUntilReleased();
    await page.route('**/assets/*.js', async (route) => {
      await pageCode.released;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect.poll(() => page.getByText('Loading your amazing experience...').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    pageCode.release();
    await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/pricing');
    await context.close();
  });

  it('shows Something went wrong when a page cannot be loaded, even after the one reload that could fix it', async () => {
    // As above, the page must ask the network itself for page.route to fail it.
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 20_000 }).toBe(1);
    await untilAppReady(page);
    // A page whose code cannot be fetched (a dropped connection, a deployment that removed it) fails to render; the
    // router reloads once in case a new deployment renamed it, then its error boundary takes over.
    await page.route('**/assets/pricing-page-*.js', (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect.poll(() => heading(page, 'Something went wrong').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByText('An unexpected error occurred.', { exact: true }).count()).toBe(1);
    expect(path(page)).toBe('/pricing');
    expect(await page.evaluate<string[]>('window.errorLogger.entries().map((entry) => `${entry.type} ${entry.severity}`)')).toContain(
      'RUNTIME_ERROR critical',
    );
    await context.close();
  });

  it('restores the scroll position of a page when it is opened again by a link, and starts a new page at the top', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const scrollY = () => page.evaluate<number>('Math.round(window.scrollY)');
    // Scroll events are handled at the next frame; the router records a position from them. Instant, because the
    // deferred styles make scrolling smooth once they load, and the position is read two frames later.
    const toBottom = async () => {
      await page.evaluate("window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })");
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
      return scrollY();
    };
    const footerLink = (name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });

    await page.goto(`${app.server.url}/documentation`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 20_000 }).toBe(1);
    await untilAppReady(page);
    const left = await toBottom();
    expect(left).toBeGreaterThan(720);
    await footerLink('Pricing').click();
    await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/pricing');
    await expect.poll(scrollY, { timeout: 10_000 }).toBe(0);

    // The route changes before its lazy page has rendered; a page still loading is too short to scroll.
    await expect.poll(toBottom, { timeout: 20_000 }).toBeGreaterThan(0);
    await footerLink('Docs').click();
    await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/documentation');
    await expect.poll(scrollY, { timeout: 10_000 }).toBe(left);

    await toBottom();
    await footerLink('About').click();
    await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/about');
    await expect.poll(scrollY, { timeout: 10_000 }).toBe(0);
    await page.close();
  });

  it('keeps the page where it is when the breadcrumbs arrive after it, and has them from the first paint on a page the server renders', async () => {
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const widgetsCode = heldUntilReleased();
    await page.route('**/assets/widgets-*.js', async (route) => {
      await widgetsCode.released;
      await route.continue();
    });
    const headingTop = async () => (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;

    // A page the app draws itself (not one of the public pages the server renders): the trail's code comes later.
    await page.goto(`${app.server.url}/login`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
    const before = await headingTop();
    widgetsCode.release();
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await headingTop()).toBe(before);

    // A page the server renders carries its trail in the HTML, and keeps it through hydration.
    const javaScriptOff = await app.browser.newContext({ javaScriptEnabled: false });
    const served = await javaScriptOff.newPage();
    await served.goto(`${app.server.url}/documentation`);
    expect(await served.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(1);
    await javaScriptOff.close();
    await context.close();
  });

  it('shows the PRO badge beside the name of a pro user signed in, and none to a free user', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const email = 'maya@example.com';
    await page.goto(`${app.server.url}/login`);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect.poll(() => page.getByLabel('Verification code').count(), { timeout: 20_000 }).toBe(1);
    await page.getByLabel('Verification code').fill(await codeFromOutbox(app.server.url, email));
    await page.getByRole('button', { name: 'Sign in' }).click();
    // On the account's button, which unfolds the account's menu.
    const account = page.locator('[data-bar="app"]').getByRole('button', { name: /^Maya Chen/ });
    await expect.poll(() => account.count(), { timeout: 20_000 }).toBe(1);
    expect(await account.getByText('PRO', { exact: true }).isVisible()).toBe(true);
    await context.close();

    const free = await signedInContext('free');
    const freePage = await free.newPage();
    await freePage.goto(`${app.server.url}/`);
    const freeAccount = freePage.locator('[data-bar="app"]').getByRole('button', { name: /^Shell Tester/ });
    await expect.poll(() => freeAccount.count(), { timeout: 20_000 }).toBe(1);
    expect(await freeAccount.getByText('PRO', { exact: true }).count()).toBe(0);
    await free.close();
  });

  it('keeps the signed-in bar to one compact row on a phone in every language, its areas and account behind a menu that closes after a link', async () => {
    const phoneTester = await signInByEmail(app.server.url, `phone-${randomUUID().slice(0, 8)}@example.com`, 'Phone Tester');
    const words = {
      en: { menu: 'Menu', main: 'Main', courses: 'Courses' },
      es: { menu: 'Menú', main: 'Principal', courses: 'Cursos' },
      fr: { menu: 'Menu', main: 'Principale', courses: 'Cours' },
    } as const;
    for (const [language, word] of Object.entries(words)) {
      const page = await dashboardIn(phoneTester, language, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      const bar = page.locator('[data-bar="app"]');
      // Settled in its language: the bar's areas are named in it (folded, so found by their label), its level is in sight.
      await expect.poll(() => bar.locator(`nav[aria-label="${word.main}"]`).count(), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => bar.getByRole('progressbar', { name: /^(Level|Nivel|Niveau) \d+/ }).isVisible(), { timeout: 20_000 }).toBe(true);
      const header = page.locator('header.site-header');
      expect((await header.boundingBox())!.height, language).toBeLessThanOrEqual(130);
      // The areas, settings and account wait behind the toggle, and Ctrl K is not offered to a finger.
      const menu = bar.getByRole('button', { name: word.menu });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await bar.locator(`nav[aria-label="${word.main}"]`).isVisible()).toBe(false);
      expect(await bar.locator('.search-shortcut').isVisible()).toBe(false);

      // The menu once, in English, the first language opened: unfolding it is the same in every language.
      if (language === 'en') {
        await menu.click();
        await expect.poll(() => menu.getAttribute('aria-expanded'), { timeout: 20_000 }).toBe('true');
        const areas = bar.getByRole('navigation', { name: word.main });
        await areas.getByRole('link', { name: word.courses, exact: true }).click();
        await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/courses');
        await expect.poll(() => menu.getAttribute('aria-expanded'), { timeout: 20_000 }).toBe('false');
        expect(await areas.isVisible()).toBe(false);
      }
      await page.context().close();
    }
  });

  it('keeps the signed-in bar to one row on a desk in every language, the settings and account under the account button', async () => {
    const deskTester = await freshAccount('pro_plus', 'creator', 'Valentina Desk-Tester');
    const words = {
      en: { main: 'Main', signOut: 'Sign out', language: 'Interface language' },
      es: { main: 'Principal', signOut: 'Cerrar sesión', language: 'Idioma de la interfaz' },
      fr: { main: 'Principale', signOut: 'Se déconnecter', language: 'Langue de l’interface' },
    } as const;
    for (const [language, word] of Object.entries(words)) {
      const page = await dashboardIn(deskTester, language, { viewport: { width: 1280, height: 800 } });
      const bar = page.locator('[data-bar="app"]');
      // Settled in its language: its areas in sight under their name, its level drawn, the account's button named.
      await expect.poll(() => bar.getByRole('navigation', { name: word.main }).isVisible(), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => bar.getByRole('progressbar', { name: /^(Level|Nivel|Niveau) \d+/ }).isVisible(), { timeout: 20_000 }).toBe(true);
      const account = bar.getByRole('button', { name: /Valentina Desk-Tester/ });
      await expect.poll(() => account.isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await account.getByText('PRO', { exact: true }).isVisible()).toBe(true);
      expect((await page.locator('header.site-header').boundingBox())!.height, language).toBeLessThanOrEqual(80);

      // The settings and the account's pages unfold under the button, and fold again on Escape.
      const signOut = bar.getByRole('button', { name: word.signOut });
      expect(await signOut.isVisible()).toBe(false);
      expect(await account.getAttribute('aria-expanded')).toBe('false');
      await account.click();
      await expect.poll(() => signOut.isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await account.getAttribute('aria-expanded')).toBe('true');
      expect(await bar.getByLabel(word.language).isVisible()).toBe(true);
      const button = (await account.boundingBox())!;
      const panel = (await bar.locator('.app-bar-panel').boundingBox())!;
      expect(panel.y).toBeGreaterThanOrEqual(button.y + button.height - 8);
      expect(panel.x + panel.width).toBeLessThanOrEqual(1280);
      await page.keyboard.press('Escape');
      await expect.poll(() => signOut.isVisible(), { timeout: 20_000 }).toBe(false);
      expect(await account.getAttribute('aria-expanded')).toBe('false');
      await page.context().close();
    }
  });

  it('opens the command palette with Ctrl+K, at most 3 results, opens the match with Enter and closes with Escape', async () => {
    const context = await signedInContext('free');
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 20_000 }).toBe(1);
    const search = await openPalette(page);
    const results = page.getByRole('listbox', { name: 'Results' });
    expect(await results.getByRole('option').count()).toBeGreaterThan(0);
    expect(await results.getByRole('option').count()).toBeLessThanOrEqual(3);
    await page.keyboard.press('Escape');
    await expect.poll(() => search.count(), { timeout: 10_000 }).toBe(0);

    await page.keyboard.press('Control+K');
    await search.fill('OVERVIEW');
    await expect.poll(() => results.getByRole('option', { name: /Dashboard/ }).count(), { timeout: 10_000 }).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/dashboard');
    await context.close();
  });

  it('moves the palette selection across several results with the arrows, wrapping, and opens the one chosen', async () => {
    const context = await signedInContext('free');
    const page = await context.newPage();
    const recentPaths = () =>
      page.evaluate<string>(
        `Object.keys(localStorage).filter((key) => key.startsWith('pathwise:recent-paths:') && !key.endsWith(':anonymous')).map((key) => localStorage.getItem(key)).join()`,
      );
    // Pages visited lately, other than the one open, are the results for the palette's 'history' keyword.
    for (const visited of ['/about', '/pricing', '/documentation', '/contact']) {
      await page.goto(`${app.server.url}${visited}`);
      await expect.poll(recentPaths, { timeout: 20_000 }).toContain(`"${visited}"`);
    }
    const search = await openPalette(page);
    await search.fill('history');
    const results = page.getByRole('listbox', { name: 'Results' });
    await expect.poll(() => results.getByRole('option').count(), { timeout: 10_000 }).toBe(3);
    const titles = ['Documentation', 'Pricing', 'About'];
    expect(await results.locator('.palette-option-title').allTextContents()).toEqual(titles);
    const selected = () => results.locator('[role="option"][aria-selected="true"] .palette-option-title').allTextContents();
    expect(await selected()).toEqual([titles[0]]);
    for (const [key, index] of [['ArrowDown', 1], ['ArrowDown', 2], ['ArrowDown', 0], ['ArrowUp', 2], ['ArrowUp', 1]] as const) {
      await page.keyboard.press(key);
      expect(await selected()).toEqual([titles[index]]);
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page), { timeout: 20_000 }).toBe('/pricing');
    await context.close();
  });

  it('keeps the chosen theme and language across reloads', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.server.url}/about`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 20_000 }).toBe(1);
    await untilAppReady(page);
    const dark = () => page.evaluate<boolean>('document.documentElement.classList.contains("dark")');
    const wasDark = await dark();
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await dark()).toBe(!wasDark);
    await page.getByLabel('Interface language').selectOption('es');
    await expect.poll(() => page.getByText('Aprendizaje que se adapta.').count(), { timeout: 10_000 }).toBe(1);

    await page.reload();
    await expect.poll(() => page.getByText('Aprendizaje que se adapta.').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('es');
    expect(await dark()).toBe(!wasDark);
    await context.close();
  });

  it('opens in the stored language without a word of English first, and switches without a loading screen', async () => {
    const context = await app.browser.newContext();
    // The language chosen on an earlier visit, kept as the app keeps it: in storage, and in the cookie that lets the
    // server render the page in it.
    await context.addCookies([{ name: 'lang', value: 'fr', url: app.server.url }]);
    // Before any script of the page: note every English footer or loading screen the page ever shows.
    await context.addInitScript(`
      localStorage.setItem('lang', 'fr');
      window.seen = [];
      new MutationObserver(() => {
        if ((document.body?.textContent ?? '').includes('Learning made adaptive.')) window.seen.push('english');
        if (document.querySelector('.loading-screen')) window.seen.push('loading screen');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    `);
    const page = await context.newPage();
    const seen = () => page.evaluate<string[]>('window.seen');
    await page.goto(`${app.server.url}/about`);
    await expect.poll(() => page.getByText('L’apprentissage qui s’adapte.').count(), { timeout: 20_000 }).toBe(1);
    expect((await seen()).filter((what) => what === 'english')).toEqual([]);
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('fr');

    await page.evaluate('window.seen.length = 0');
    await untilAppReady(page);
    await page.getByLabel('Langue de l’interface').selectOption('es');
    await expect.poll(() => page.getByText('Aprendizaje que se adapta.').count(), { timeout: 10_000 }).toBe(1);
    expect(await seen()).toEqual([]);
    await context.close();
  });

  it('switches between the site bar and the app bar with Ctrl+Shift+N', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/`);
    await untilAppReady(page);
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const search = () => page.getByRole('banner').getByRole('button', { name: 'Search' }).count();
    const before = await search();
    await page.keyboard.press('Control+Shift+N');
    await expect.poll(search, { timeout: 10_000 }).not.toBe(before);
    await page.keyboard.press('Control+Shift+N');
    await expect.poll(search, { timeout: 10_000 }).toBe(before);
    await page.close();
  });

  it('shows the offline banner while the browser is offline', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 20_000 }).toBe(1);
    await untilAppReady(page);
    const banner = () => page.getByText('You are currently offline. Some features may be unavailable.').count();
    expect(await banner()).toBe(0);
    await context.setOffline(true);
    await expect.poll(banner, { timeout: 10_000 }).toBe(1);
    await context.setOffline(false);
    await expect.poll(banner, { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it('has the footer links and the tagline', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/`);
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.getByText('Learning made adaptive.').count(), { timeout: 20_000 }).toBe(1);
    for (const [name, href] of [
      ['About', '/about'],
      ['Pricing', '/pricing'],
      ['Docs', '/documentation'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    await page.close();
  });

  it('has no serious or critical axe violations on any public page, light or dark', async () => {
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      // axe is injected as an inline script, which the app's own Content Security Policy rightly refuses.
      const context = await app.browser.newContext({ colorScheme: theme, bypassCSP: true });
      const page = await context.newPage();
      for (const publicPath of publicPages) {
        await page.goto(`${app.server.url}${publicPath}`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
        await page.waitForTimeout(150);
        for (const violation of await seriousAxeViolations(page)) {
          problems.push(`${theme} ${publicPath}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.targets.join(', ')}`);
        }
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
