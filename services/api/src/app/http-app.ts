import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { SESSION_STATE_ID } from '@pathwise/contracts';
import { authenticate, sessionCookieIn, sessionProbe } from '../features/identity/index.js';
import { apiDocsRouter } from '../http/api-docs.js';
import { mountRoutes, type RouteDefinition } from '../http/define-route.js';
import { NotFoundError } from '../http/http-errors.js';
import { observeRequests } from '../http/observe-requests.js';
import { buildOpenApiDocument } from '../http/openapi.js';
import { problemDetailsHandler } from '../http/problem-details.js';
import { requestContextOf } from '../http/request-context.js';
import { visitorLanguage } from '../http/visitor-language.js';
import { WebDocument } from '../http/web-document.js';
import type { Platform } from './compose-platform.js';
import { PageHeads } from './page-heads.js';
import { PageRenderer, RENDER_TOKEN_TTL_SECONDS } from './page-renderer.js';

export const API_VERSION = '0.1.0';

/** Every route of the API, feature by feature; the OpenAPI document is made from the same list. */
export function apiRoutes(platform: Pick<Platform, 'features'>): RouteDefinition[] {
  return platform.features.flatMap((feature) => feature.routes);
}

/** The Express app: /api (JSON, problem details), /metrics, and the built web app for every other path. */
export function createHttpApp(platform: Platform): Express {
  const { config, logger, metrics } = platform;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'"],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          // Lessons embed videos from the two hosts the player knows how to embed, and play linked media files.
          'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
          'media-src': ["'self'", 'https:'],
          // Like HSTS, a matter for the TLS terminator in production; on plain-HTTP development it only raises issues.
          'upgrade-insecure-requests': config.environment === 'production' ? [] : null,
        },
      },
      // Served over plain HTTP on localhost by default; HSTS belongs to the TLS terminator in front.
      strictTransportSecurity: config.environment === 'production',
    }),
  );
  app.use(observeRequests(logger, metrics));
  app.use(compression());

  app.get('/metrics', async (_request, response) => {
    response.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  const routes = apiRoutes(platform);
  const api = express.Router();
  const parseJson = express.json({ limit: config.bodyLimit, strict: false, type: ['application/json', 'application/*+json'] });
  // A route that takes its JSON as bytes (a signed webhook, whose signature holds over the bytes sent) reads it itself;
  // such routes have fixed paths.
  const rawJsonPaths = new Set(routes.filter((route) => route.rawBody?.types.includes('application/json')).map((route) => `/api${route.path}`));
  api.use((request, response, next) => (rawJsonPaths.has(request.originalUrl.split('?')[0]!) ? next() : parseJson(request, response, next)));
  api.use(authenticate(platform.identity));
  api.use(apiDocsRouter(buildOpenApiDocument(routes, { version: API_VERSION })));
  api.use(mountRoutes(routes, { validateResponses: config.environment !== 'production' }));
  api.use((request) => {
    throw new NotFoundError(`No API route ${request.method} ${request.originalUrl}`);
  });
  api.use(problemDetailsHandler(logger, config.bodyLimit));
  app.use('/api', api);

  const indexFile = join(config.webDistDir, 'index.html');
  // Read and parsed once, on the first page request after the web app is built (tests and `npm run dev` start first).
  let webDocument: Promise<WebDocument> | null = null;
  const pageHeads = new PageHeads({ db: platform.database.db, publicUrl: config.publicUrl });
  // The web app's server build sits beside its browser build (web/dist-server beside web/dist).
  const pageRenderer = new PageRenderer({ entryFile: `${config.webDistDir}-server/entry-server.js`, logger });
  // Vite names built assets by their content hash, so they never change: cache them for a year.
  app.use('/assets', express.static(join(config.webDistDir, 'assets'), { index: false, maxAge: '365d', immutable: true, fallthrough: false }));
  app.use(express.static(config.webDistDir, { index: false, maxAge: '1h' }));
  // The pages too: a browser that sent a session cookie gets its session with the page (below), checked as the API
  // checks it (a stale cookie cleared, an old one rotated).
  app.get('/{*path}', authenticate(platform.identity), async (request, response) => {
    if (!webDocument && existsSync(indexFile)) {
      webDocument = WebDocument.load(indexFile).catch((error: unknown) => {
        webDocument = null;
        throw error;
      });
    }
    if (!webDocument) {
      return response
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds first).');
    }
    const document = await webDocument;
    const cookieHeader = request.get('cookie');
    const language = visitorLanguage(cookieHeader);
    const { head, isPublic } = await pageHeads.pageAt(request.path, { description: document.builtDescription }, language).catch((error: unknown) => {
      // The page still works without its own head: the app names it once loaded. A search engine sees the generic one.
      logger.warn({ err: error, path: request.path }, 'page head not found, serving the generic one');
      return { head: pageHeads.genericHead(document.builtDescription), isPublic: false };
    });
    // The app would ask for the session before drawing anything; carried by the page, it starts on the page's code
    // and data at once. It holds the session's CSRF token: no cache may keep such a page.
    const withSessionCookie = sessionCookieIn(cookieHeader) !== null;
    const { actor } = requestContextOf(request);
    const session = withSessionCookie ? { scriptId: SESSION_STATE_ID, state: await sessionProbe(platform.identity, actor) } : null;
    // A public page is rendered as a visitor sees it, for a request without a session cookie; a signed-in person's
    // page (those its router names) with their data, read as them with a token that outlives the render only briefly.
    const signedIn =
      session?.state.user && actor
        ? { session: session.state, bearerToken: await platform.identity.tokens.issue({ userId: actor.userId, sessionId: actor.sessionId }, RENDER_TOKEN_TTL_SECONDS) }
        : null;
    const rendered = signedIn !== null || (isPublic && !withSessionCookie);
    const body = rendered ? await pageRenderer.render({ url: request.originalUrl, language, socket: request.socket, signedIn }) : null;
    // The language of a public page's head and words follows the visitor's cookie: caches keep one copy per cookie.
    if (isPublic) response.vary('Cookie');
    response
      .set('Cache-Control', session ? 'no-store' : 'no-cache')
      .type('html')
      .send(document.render(head, body, session));
  });
  app.use(problemDetailsHandler(logger, config.bodyLimit));
  return app;
}
