import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { adminUserRoutes } from '../features/identity/admin-users.routes.js';
import { authRoutes } from '../features/identity/auth.routes.js';
import { authenticate } from '../features/identity/authenticate.js';
import { devOutboxRoutes } from '../features/identity/dev-outbox.routes.js';
import { authProviderRoutes, googleRoutes } from '../features/identity/google/google.routes.js';
import { meRoutes } from '../features/identity/me.routes.js';
import { leadRoutes } from '../features/leads/leads.routes.js';
import { learningRoutes } from '../features/learning/learning.routes.js';
import { forumRoutes } from '../features/forum/forum.routes.js';
import { gamificationRoutes } from '../features/gamification/index.js';
import { leaderboardRoutes } from '../features/leaderboards/leaderboard.routes.js';
import { notificationRoutes } from '../features/notifications/notifications.routes.js';
import { projectionWaiter } from '../infrastructure/projection-waiting/wait-for-projection.js';
import { materialsRoutes } from '../features/materials/materials.routes.js';
import { platformRoutes } from '../features/platform/platform.routes.js';
import { placementRoutes } from '../features/placement/index.js';
import { whiteLabelRoutes } from '../features/white-label/white-label.routes.js';
import { apiDocsRouter } from '../http/api-docs.js';
import { mountRoutes, type RouteDefinition } from '../http/define-route.js';
import { NotFoundError } from '../http/http-errors.js';
import { observeRequests } from '../http/observe-requests.js';
import { buildOpenApiDocument } from '../http/openapi.js';
import { forumProjection, inboxProjection } from '@pathwise/projections';
import { problemDetailsHandler } from '../http/problem-details.js';
import { DEMO_LEARNER_EMAIL } from '../seed/demo-world.js';
import type { Platform } from './compose-platform.js';

export const API_VERSION = '0.1.0';

/** Every route of the API, by feature; the OpenAPI document is made from the same list. */
export function apiRoutes(platform: Platform): RouteDefinition[] {
  return [
    ...platformRoutes({
      database: platform.database,
      store: platform.store,
      projections: platform.projections,
      clock: platform.clock,
    }),
    ...learningRoutes({ learning: platform.learning, db: platform.database.db }),
    ...forumRoutes({
      forum: platform.forum,
      courses: platform.courseAccess,
      db: platform.database.db,
      forumCaughtUp: projectionWaiter(platform.database, forumProjection),
    }),
    ...notificationRoutes({
      inbox: platform.inbox,
      db: platform.database.db,
      inboxCaughtUp: projectionWaiter(platform.database, inboxProjection),
    }),
    ...leaderboardRoutes({
      commands: platform.leaderboards.commands,
      boards: platform.leaderboards.boards,
      courses: platform.courseAccess,
      db: platform.database.db,
      clock: platform.clock,
      boardsCaughtUp: projectionWaiter(platform.database, platform.leaderboards.follower),
    }),
    ...platform.courses.routes({
      limiter: platform.identity.limiter,
      mailer: platform.identity.mailer,
      lessonTextIfEdited: (courseId, lessonId) => platform.lessonDocuments.textIfEdited(courseId, lessonId),
    }),
    ...platform.adaptive.routes({
      learning: platform.learning,
      limiter: platform.identity.limiter,
      demoLearnerId: () => platform.identity.accounts.findByEmail(DEMO_LEARNER_EMAIL),
    }),
    ...authRoutes(platform.identity),
    ...authProviderRoutes(platform.identity),
    ...(platform.config.google && platform.identity.google ? googleRoutes(platform.identity.google, platform.identity.secureCookies) : []),
    ...meRoutes(platform.identity, platform.files),
    ...materialsRoutes({
      materials: platform.materials,
      files: platform.files,
      db: platform.database.db,
      maxBytes: platform.config.materialMaxBytes,
    }),
    ...adminUserRoutes(platform.identity, platform.database.db),
    ...leadRoutes({ store: platform.store, limiter: platform.identity.limiter, db: platform.database.db }),
    ...whiteLabelRoutes({ store: platform.store }),
    ...placementRoutes({ placement: platform.placement }),
    ...gamificationRoutes({ store: platform.store, db: platform.database.db, clock: platform.clock }),
    ...(platform.identity.devOutbox ? devOutboxRoutes(platform.identity.devOutbox) : []),
  ];
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
  api.use(express.json({ limit: config.bodyLimit, strict: false, type: ['application/json', 'application/*+json'] }));
  api.use(authenticate(platform.identity));
  api.use(apiDocsRouter(buildOpenApiDocument(routes, { version: API_VERSION })));
  api.use(mountRoutes(routes, { validateResponses: config.environment !== 'production' }));
  api.use((request) => {
    throw new NotFoundError(`No API route ${request.method} ${request.originalUrl}`);
  });
  api.use(problemDetailsHandler(logger, config.bodyLimit));
  app.use('/api', api);

  const indexFile = join(config.webDistDir, 'index.html');
  // Vite names built assets by their content hash, so they never change: cache them for a year.
  app.use('/assets', express.static(join(config.webDistDir, 'assets'), { index: false, maxAge: '365d', immutable: true, fallthrough: false }));
  app.use(express.static(config.webDistDir, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (_request, response) => {
    if (existsSync(indexFile)) return response.sendFile(indexFile, { headers: { 'Cache-Control': 'no-cache' } });
    response
      .status(503)
      .type('text/plain')
      .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds first).');
  });
  app.use(problemDetailsHandler(logger, config.bodyLimit));
  return app;
}
