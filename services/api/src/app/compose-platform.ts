import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import {
  CheckpointedConsumer,
  createLeaseManager,
  failureMessage,
  reactorHandler,
  eventStoreMigrations,
  migrateToLatest,
  openDatabase,
  openEventStore,
  type Database,
  type LeaseManager,
  type PersonalDataVault,
  type PostgresEventStore,
} from '@pathwise/event-store';
import {
  PostgresLeaderboards,
  ProjectionRunner,
  allProjections,
  leaderboardsProjection,
  openRedisLeaderboards,
  redisLeaderboardsFollower,
  redisLeaderboardsHandler,
  refillRedisLeaderboardsIfLost,
  type LeaderboardReader,
  type Projection,
} from '@pathwise/projections';
import type { Config } from '../config/config.js';
import { LessonDocuments } from '../features/course-collaboration/index.js';
import type { CourseAccess } from '../kernel/course-standing.js';
import type { FileStorage } from '../infrastructure/file-storage/file-storage.js';
import { LocalFileStorage } from '../infrastructure/file-storage/local-file-storage.js';
import { S3FileStorage } from '../infrastructure/file-storage/s3-file-storage.js';
import { createIdentity, type Identity } from '../features/identity/identity.js';
import { identityMigration } from '../features/identity/identity.migration.js';
import { rateLimitWindowsMigration } from '../features/identity/rate-limit-windows.migration.js';
import { pruneSignInState } from '../features/identity/prune-sign-in-state.js';
import { LearningCommands } from '../features/learning/learning-commands.js';
import { LogCourseAccess } from '../features/courses/log-course-access.js';
import { lessonAttachmentsReactor } from '../features/materials/lesson-attachments.reactor.js';
import { createCourses, type Courses } from '../features/courses/index.js';
import { CALIBRATION_INTERVAL_MS, createAdaptive, type Adaptive } from '../features/adaptive/index.js';
import { MaterialCommands } from '../features/materials/material-commands.js';
import { ForumCommands } from '../features/forum/forum-commands.js';
import { LeaderboardCommands } from '../features/leaderboards/leaderboard-commands.js';
import { forumReplyNotifications } from '../features/forum/forum-reply-notifications.reactor.js';
import { gamificationReactor } from '../features/gamification/index.js';
import { InboxCommands } from '../features/notifications/inbox-commands.js';
import { PlacementTests } from '../features/placement/index.js';
import { DIGEST_INTERVAL_MS, NotificationDigest } from '../features/notifications/notification-digest.js';
import type { Logger } from '../observability/logger.js';
import { measureProjectionLag } from '../features/platform/projection-lag.js';
import { createMetrics, registerProjectionLag, type Metrics } from '../observability/metrics.js';

/** Everything the server, the CLIs and the tests need, built once from the configuration. */
export interface Platform {
  readonly config: Config;
  readonly logger: Logger;
  readonly metrics: Metrics;
  readonly clock: () => Date;
  readonly database: Database;
  readonly store: PostgresEventStore<PathwiseEvent>;
  readonly vault: PersonalDataVault;
  readonly leases: LeaseManager;
  readonly identity: Identity;
  readonly files: FileStorage;
  readonly learning: LearningCommands;
  readonly courseAccess: CourseAccess;
  readonly courses: Courses;
  /** The adaptive engine: its reactor, the learner profiles and suggestions. */
  readonly adaptive: Adaptive;
  /** The co-edited text of lessons; `lessonDocuments.lessonDocumentText` reads one lesson's. */
  readonly lessonDocuments: LessonDocuments;
  readonly materials: MaterialCommands;
  readonly forum: ForumCommands;
  readonly inbox: InboxCommands;
  /** Leaderboards: PostgreSQL tables by default, Redis sorted sets when REDIS_URL is set. */
  readonly leaderboards: {
    readonly commands: LeaderboardCommands;
    readonly boards: LeaderboardReader;
    /** The subscription that keeps `boards`, to wait for after a write. */
    readonly follower: Pick<Projection, 'name' | 'version'>;
  };
  readonly placement: PlacementTests;
  /** Mails unread notifications to those who opted in; runs every DIGEST_INTERVAL_MS with the background work. */
  readonly notificationDigest: NotificationDigest;
  /** The projection runners of this process; empty when RUN_PROJECTIONS is off. */
  readonly projections: readonly ProjectionRunner<PathwiseEvent>[];
  /** The reactors (policies) of this process; empty when RUN_PROJECTIONS is off. */
  readonly reactors: readonly CheckpointedConsumer<PathwiseEvent>[];
  /** Starts the projection runners (catch-up, then live), the hourly clean-up of sign-in state and calibration. */
  startBackgroundWork(): Promise<void>;
  close(): Promise<void>;
}

export interface PlatformOptions {
  readonly clock?: () => Date;
}

/** Opens the database, migrates it to the latest schema and builds the services on top. */
export async function openPlatform(config: Config, logger: Logger, options: PlatformOptions = {}): Promise<Platform> {
  const clock = options.clock ?? (() => new Date());
  const database = await openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db, {
      ...eventStoreMigrations,
      '2026-11-22T0000-identity': identityMigration,
      '2026-11-25T0000-identity-rate-limit-windows': rateLimitWindowsMigration,
    });
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  } catch (error) {
    await database.close();
    throw error;
  }
  const { store, vault } = openEventStore<PathwiseEvent>({
    database,
    registry: pathwiseEvents,
    personalDataKey: config.personalDataKey,
  });
  const metrics = createMetrics();
  let redisBoards: Awaited<ReturnType<typeof openRedisLeaderboards>> | null = null;
  try {
    if (config.redis) redisBoards = await openRedisLeaderboards(config.redis.url, config.redis.keyPrefix);
  } catch (error) {
    await database.close();
    throw error;
  }
  const leases = createLeaseManager(database);
  const projections = config.runProjections
    ? allProjections.map(
        (projection) =>
          new ProjectionRunner(projection, database, store, leases, {
            onError: (error, status) =>
              logger.error({ err: error, subscription: status.subscriptionId }, 'projection page failed; retrying'),
            onParked: (failures, status) =>
              logger.error(
                {
                  subscription: status.subscriptionId,
                  parked: failures.map(({ event, error }) => ({ position: event.position.toString(), type: event.type, error: failureMessage(error) })),
                },
                'projection parked events it could not apply; see /api/admin/projections/parked-events',
              ),
          }),
      )
    : [];
  const courseAccess = new LogCourseAccess(store);
  const courses = createCourses({
    store,
    database,
    access: courseAccess,
    metrics,
    clock,
    // Called only once requests and reactors run, after identity exists.
    invitationKeyOf: (email) => identity.accounts.emailKey(email),
  });
  const adaptive = createAdaptive({ store, database, courses: courses.commands, access: courseAccess, clock });
  const reactorHandlers = [...courses.reactors, ...adaptive.reactors, forumReplyNotifications, lessonAttachmentsReactor, gamificationReactor].map((reactor) => reactorHandler(reactor, store));
  const followers = redisBoards ? [redisLeaderboardsHandler(redisBoards.boards)] : [];
  const reactors = config.runProjections
    ? [...reactorHandlers, ...followers].map(
        (handler) =>
          new CheckpointedConsumer(store, database, leases, handler, {
            onError: (error, status) => logger.error({ err: error, subscription: status.subscriptionId }, 'reactor page failed; retrying'),
          }),
      )
    : [];
  registerProjectionLag(metrics, () => measureProjectionLag(database, store, projections, clock()));
  const identity = createIdentity({ config, database, store, logger, clock });
  const notificationDigest = new NotificationDigest({
    database,
    store,
    leases,
    accounts: identity.accounts,
    mailer: identity.mailer,
    logger,
    publicUrl: config.publicUrl,
  });
  let pruning: NodeJS.Timeout | null = null;
  let digesting: NodeJS.Timeout | null = null;
  let calibrating: NodeJS.Timeout | null = null;
  const files = config.fileStorage.kind === 's3' ? new S3FileStorage(config.fileStorage) : new LocalFileStorage(config.fileStorage.dir);

  return {
    config,
    logger,
    metrics,
    clock,
    database,
    store,
    vault,
    leases,
    identity,
    files,
    learning: new LearningCommands(store, database, courses.commands, courseAccess, clock, metrics),
    courseAccess,
    courses,
    adaptive,
    reactors,
    lessonDocuments: new LessonDocuments(store, logger),
    materials: new MaterialCommands(store, files, courseAccess, metrics),
    forum: new ForumCommands(store, courseAccess, metrics),
    inbox: new InboxCommands(store),
    leaderboards: {
      commands: new LeaderboardCommands(store, metrics),
      boards: redisBoards?.boards ?? new PostgresLeaderboards(database.db),
      follower: redisBoards ? redisLeaderboardsFollower : leaderboardsProjection,
    },
    placement: new PlacementTests(store, courses.commands, courseAccess, clock, adaptive.calibrations),
    notificationDigest,
    projections,
    async startBackgroundWork() {
      for (const runner of projections) await runner.start();
      if (redisBoards && config.runProjections && (await refillRedisLeaderboardsIfLost(database, redisBoards.boards))) {
        logger.warn('Redis lost the leaderboards (restarted without persistence?): refilling them from the log');
      }
      for (const reactor of reactors) reactor.start();
      const prune = () =>
        pruneSignInState(database.db, clock()).catch((error: unknown) => logger.warn({ err: error }, 'pruning sign-in state failed'));
      pruning = setInterval(prune, 60 * 60 * 1000);
      pruning.unref();
      if (config.runProjections) {
        const digest = () => notificationDigest.runOnce().catch((error: unknown) => logger.warn({ err: error }, 'notification digest failed'));
        digesting = setInterval(digest, DIGEST_INTERVAL_MS);
        digesting.unref();
        const calibrate = () => adaptive.calibrations.runIfDue().catch((error: unknown) => logger.warn({ err: error }, 'calibration failed'));
        calibrating = setInterval(calibrate, CALIBRATION_INTERVAL_MS);
        calibrating.unref();
      }
    },
    async close() {
      if (pruning) clearInterval(pruning);
      if (digesting) clearInterval(digesting);
      if (calibrating) clearInterval(calibrating);
      await Promise.all([...projections.map((runner) => runner.close()), ...reactors.map((reactor) => reactor.close())]);
      if (files instanceof S3FileStorage) files.close();
      await redisBoards?.close();
      await store.close();
      await leases.close();
      await database.close();
    },
  };
}
