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
} from '@pathwise/projections';
import type { Config } from '../config/config.js';
import type { FileStorage } from '../infrastructure/file-storage/file-storage.js';
import { LocalFileStorage } from '../infrastructure/file-storage/local-file-storage.js';
import { S3FileStorage } from '../infrastructure/file-storage/s3-file-storage.js';
import type { CourseAccess } from '../kernel/course-standing.js';
import type { FeatureModule } from '../kernel/feature-module.js';
import { createAdaptiveFeature, type AdaptiveFeature } from '../features/adaptive/index.js';
import { createAiStudioFeature } from '../features/ai-studio/index.js';
import { createAssessmentFeature } from '../features/assessment/index.js';
import { createCertificatesFeature, loadDevelopmentSigningKey, type CertificatesFeature } from '../features/certificates/index.js';
import { createCommerceFeature, type CommerceFeature } from '../features/commerce/index.js';
import { createCourseCollaborationFeature, type LessonDocuments } from '../features/course-collaboration/index.js';
import { createCoursesFeature, type CoursesFeature } from '../features/courses/index.js';
import { createBillingFeature, type BillingFeature, type PlanRenewalsRun, type TrialDeadlinesRun } from '../features/billing/index.js';
import { createForumFeature, type ForumCommands } from '../features/forum/index.js';
import { createGamificationFeature } from '../features/gamification/index.js';
import {
  createIdentityFeature,
  grantDueAiCredits,
  identityMigration,
  rateLimitWindowsMigration,
  type IdentityFeature,
} from '../features/identity/index.js';
import { createLeaderboardsFeature, type LeaderboardsFeature } from '../features/leaderboards/index.js';
import { createLeadsFeature } from '../features/leads/index.js';
import { createNpsFeature } from '../features/nps/index.js';
import { createLearningFeature, type LearningCommands } from '../features/learning/index.js';
import { createMaterialsFeature, type MaterialCommands } from '../features/materials/index.js';
import { createNarrationFeature, type NarrationFeature } from '../features/narration/index.js';
import { createNotificationsFeature, type NotificationCommands, type NotificationDigest } from '../features/notifications/index.js';
import { createPlacementFeature, type PlacementTests } from '../features/placement/index.js';
import {
  createPlatformFeature,
  eventRelayHandler,
  KafkaEventPublisher,
  measureProjectionLag,
  measureReactorLag,
  MonitoringSnapshots,
  Pseudonyms,
  type WatchedReactor,
} from '../features/platform/index.js';
import { createWhiteLabelFeature } from '../features/white-label/index.js';
import { createAnalyticsFeature } from '../features/analytics/index.js';
import type { Logger } from '../observability/logger.js';
import { startScheduledJobs } from '../kernel/scheduled-job.js';
import { createMetrics, exportMetricsThroughOpenTelemetry, registerSubscriptionLag, type Metrics } from '../observability/metrics.js';
import { DEMO_LEARNER_EMAIL } from '../seed/demo-world.js';

/** Everything the server, the CLIs and the tests need, built once from the configuration. */
export interface Platform {
  readonly config: Config;
  readonly logger: Logger;
  readonly metrics: Metrics;
  /** The platform's live figures for admins, shared by the monitoring route and the pushes to its room. */
  readonly monitoring: MonitoringSnapshots;
  readonly clock: () => Date;
  readonly database: Database;
  readonly store: PostgresEventStore<PathwiseEvent>;
  readonly vault: PersonalDataVault;
  readonly leases: LeaseManager;
  readonly identity: IdentityFeature;
  readonly files: FileStorage;
  readonly learning: LearningCommands;
  readonly courseAccess: CourseAccess;
  readonly courses: CoursesFeature;
  /** The adaptive engine: its reactor, the learner profiles and suggestions. */
  readonly adaptive: AdaptiveFeature;
  /** The co-edited text of lessons; `lessonDocuments.lessonDocumentText` reads one lesson's. */
  readonly lessonDocuments: LessonDocuments;
  readonly materials: MaterialCommands;
  readonly forum: ForumCommands;
  readonly inbox: NotificationCommands;
  /** Leaderboards: PostgreSQL tables by default, Redis sorted sets when REDIS_URL is set. */
  readonly leaderboards: Pick<LeaderboardsFeature, 'commands' | 'boards' | 'follower'>;
  readonly placement: PlacementTests;
  /** Orders for paid courses and the payment provider they are paid through. */
  readonly commerce: CommerceFeature;
  /** Mails unread notifications to those who opted in; its job runs it with the background work. */
  readonly notificationDigest: NotificationDigest;
  /** Grants the accounts that are due their plan's monthly AI credits; runs every hour with the background work. */
  grantDueAiCredits(): Promise<string[]>;
  /** Ends the free trials whose time is up and mails those ending soon; runs every quarter hour with the background work. */
  runTrialDeadlines(): Promise<TrialDeadlinesRun>;
  /** Charges due plan renewals and retries and ends cancelled subscriptions at their period's end; every quarter hour too. */
  runPlanRenewals(): Promise<PlanRenewalsRun>;
  /** Plans with Pathwise: trials, subscriptions, invoices. */
  readonly billing: BillingFeature;
  /** Certificates: criteria, issuing, the signed credentials and their status lists. */
  readonly certificates: CertificatesFeature;
  /** Lessons read aloud paragraph by paragraph, and the whole-course runs of this process. */
  readonly narration: NarrationFeature;
  /** Every feature, in the order their routes are mounted: the HTTP app serves their routes, this process runs their reactors. */
  readonly features: readonly FeatureModule[];
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
  let kafkaRelay: KafkaEventPublisher | null = null;
  try {
    if (config.redis) redisBoards = await openRedisLeaderboards(config.redis.url, config.redis.keyPrefix);
    if (config.kafka && config.runProjections) kafkaRelay = await KafkaEventPublisher.connect({ brokers: config.kafka.brokers });
  } catch (error) {
    await redisBoards?.close();
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
  try {
    // Before anything writes: the demo world's seed reads read models (finished lessons) while it writes.
    for (const runner of projections) await runner.prepareTables();
  } catch (error) {
    await redisBoards?.close();
    await kafkaRelay?.close();
    await database.close();
    throw error;
  }
  const files = config.fileStorage.kind === 's3' ? new S3FileStorage(config.fileStorage) : new LocalFileStorage(config.fileStorage.dir);
  const identity = createIdentityFeature({ config, database, store, logger, clock, files });
  const courseCollaboration = createCourseCollaborationFeature({ store, logger });
  const lessonDocuments = courseCollaboration.lessonDocuments;
  const courses = createCoursesFeature({
    store,
    database,
    metrics,
    invitationKeyOf: (email) => identity.accounts.emailKey(email),
    files,
    limiter: identity.limiter,
    mailer: identity.mailer,
    lessonTextIfEdited: (courseId, lessonId) => lessonDocuments.textIfEdited(courseId, lessonId),
    clock,
  });
  const courseAccess = courses.access;
  const assessment = createAssessmentFeature({ store, database, courses: courses.commands, access: courseAccess, clock });
  const learning = createLearningFeature({ store, database, courses: courses.commands, access: courseAccess, clock, metrics });
  const adaptive = createAdaptiveFeature({
    store,
    database,
    courses: courses.commands,
    access: courseAccess,
    learning: learning.commands,
    limiter: identity.limiter,
    demoLearnerId: () => identity.accounts.findByEmail(DEMO_LEARNER_EMAIL),
    clock,
  });
  const forum = createForumFeature({ store, database, access: courseAccess, metrics });
  const notifications = createNotificationsFeature({
    store,
    database,
    leases,
    accounts: identity.accounts,
    mailer: identity.mailer,
    logger,
    publicUrl: config.publicUrl,
  });
  const leaderboards = createLeaderboardsFeature({
    store,
    database,
    access: courseAccess,
    metrics,
    clock,
    boards: redisBoards?.boards ?? new PostgresLeaderboards(database.db),
    follower: redisBoards ? redisLeaderboardsFollower : leaderboardsProjection,
  });
  const materials = createMaterialsFeature({ store, database, files, access: courseAccess, metrics, maxBytes: config.materialMaxBytes });
  const placement = createPlacementFeature({ store, courses: courses.commands, access: courseAccess, clock, calibrations: adaptive.calibrations });
  const commerce = createCommerceFeature({
    store,
    database,
    clock,
    limiter: identity.limiter,
    courses: courses.commands,
    access: courseAccess,
    tierOf: async (userId) => (await identity.accounts.load(userId)).state.tier,
    taxRates: config.commerce.taxRates,
    mailer: identity.mailer,
    sellerOfRecord: config.commerce.sellerOfRecord,
    secret: config.authTokenSecret,
    paymentProvider: config.commerce.paymentProvider,
    // Billing comes after commerce (it charges through commerce's provider); the webhook reaches it when it has come.
    savedMethodCheckoutCompleted: (event) => billing.completePlanCheckout(event),
    planBillingEventReceived: (event) => billing.recordPlanBillingEvent(event),
  });
  const billing = createBillingFeature({
    store,
    database,
    accounts: identity.accounts,
    mailer: identity.mailer,
    clock,
    logger,
    publicUrl: config.publicUrl,
    payments: commerce.savedMethodPayments,
    planBilling: commerce.planBilling,
    taxRates: config.commerce.taxRates,
    planCurrency: config.billing.planCurrency,
    sellerOfRecord: config.billing.sellerOfRecord,
  });
  const certificates = await createCertificatesFeature({
    store,
    database,
    access: courseAccess,
    courses: courses.commands,
    accounts: identity.accounts,
    mailer: identity.mailer,
    clock,
    settings: {
      signingKey: config.certificates.signingKey ?? (await loadDevelopmentSigningKey(config.database.dataDir.startsWith('memory://') ? null : config.database.dataDir)),
      issuerName: config.certificates.issuerName,
      issuerUrl: config.certificates.issuerUrl,
      publicUrl: config.publicUrl,
    },
  });
  // Filled once every feature's reactors are built, below; the monitoring snapshots read it when taken.
  let watchedReactors: readonly WatchedReactor[] = [];
  const monitoring = new MonitoringSnapshots({ database, store, projections, clock, metrics, reactors: () => watchedReactors });
  const narration = await createNarrationFeature({ store, courses: courses.commands, access: courseAccess, files, config: config.narration, logger, clock, limiter: identity.limiter });
  // The order routes are mounted in: a feature's fixed paths must come before another's parameters that match them.
  const features: FeatureModule[] = [
    createPlatformFeature({
      database, store, projections, clock, monitoring,
      pseudonyms: Pseudonyms.fromKeys({ exportKey: config.exportPseudonymKey, personalDataKey: config.personalDataKey }),
    }),
    learning,
    forum,
    notifications,
    leaderboards,
    commerce,
    courses,
    assessment,
    adaptive,
    identity,
    materials,
    createLeadsFeature({ store, database, limiter: identity.limiter }),
    createNpsFeature({ store, database, clock }),
    createWhiteLabelFeature({ store }),
    createAnalyticsFeature({ database, courses: courses.commands, access: courseAccess, clock }),
    billing,
    placement,
    certificates,
    createGamificationFeature({ store, database, clock, reporting: config.commerce.reporting }),
    createAiStudioFeature({
      ai: config.ai,
      accounts: identity.accounts,
      limiter: identity.limiter,
      clock,
      feedback: (userId, request) => adaptive.profiles.feedback(userId, request),
      courses: courses.commands,
      materials: materials.commands,
      files,
      access: courseAccess,
    }),
    courseCollaboration,
    narration,
  ];
  const reactorHandlers = features.flatMap((feature) => feature.reactors).map((reactor) => reactorHandler(reactor, store));
  const followers = [
    ...(redisBoards ? [redisLeaderboardsHandler(redisBoards.boards)] : []),
    ...(kafkaRelay && config.kafka ? [eventRelayHandler(kafkaRelay, config.kafka.topicPrefix)] : []),
  ];
  const reactors = config.runProjections
    ? [...reactorHandlers, ...followers].map(
        (handler) =>
          new CheckpointedConsumer(store, database, leases, handler, {
            onError: (error, status) => logger.error({ err: error, subscription: status.subscriptionId }, 'reactor page failed; retrying'),
          }),
      )
    : [];
  watchedReactors = [...reactorHandlers, ...followers].map((handler) => ({
    subscriptionId: handler.subscriptionId,
    local: reactors.find((reactor) => reactor.status().subscriptionId === handler.subscriptionId) ?? null,
  }));
  registerSubscriptionLag(metrics, 'projection', () => measureProjectionLag(database, store, projections, clock()));
  registerSubscriptionLag(metrics, 'reactor', () => measureReactorLag(database, store, watchedReactors, clock()));
  if (config.otlpEndpoint) exportMetricsThroughOpenTelemetry(metrics);
  const notificationDigest = notifications.digest;
  const jobs = features.flatMap((feature) => feature.jobs ?? []).filter((job) => job.everyProcess || config.runProjections);
  let stopJobs: (() => void) | null = null;
  const grantAiCredits = () => grantDueAiCredits({ accounts: identity.accounts, db: database.db, clock });

  return {
    config,
    logger,
    metrics,
    monitoring,
    clock,
    database,
    store,
    vault,
    leases,
    identity,
    files,
    learning: learning.commands,
    courseAccess,
    courses,
    adaptive,
    reactors,
    lessonDocuments,
    materials: materials.commands,
    forum: forum.commands,
    inbox: notifications.inbox,
    leaderboards,
    placement: placement.tests,
    commerce,
    features,
    notificationDigest,
    grantDueAiCredits: grantAiCredits,
    runTrialDeadlines: () => billing.runTrialDeadlines(),
    runPlanRenewals: () => billing.runPlanRenewals(),
    billing,
    certificates,
    narration,
    projections,
    async startBackgroundWork() {
      for (const runner of projections) await runner.start();
      if (redisBoards && config.runProjections && (await refillRedisLeaderboardsIfLost(database, redisBoards.boards))) {
        logger.warn('Redis lost the leaderboards (restarted without persistence?): refilling them from the log');
      }
      for (const reactor of reactors) reactor.start();
      stopJobs = startScheduledJobs(jobs, logger);
    },
    async close() {
      stopJobs?.();
      await narration.courseRuns.settle();
      await Promise.all([...projections.map((runner) => runner.close()), ...reactors.map((reactor) => reactor.close())]);
      if (files instanceof S3FileStorage) files.close();
      await redisBoards?.close();
      await kafkaRelay?.close();
      await store.close();
      await leases.close();
      await database.close();
    },
  };
}
