/** Notifications: the inbox, marking its entries read, and the digest mailed to those who opted in. */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore, LeaseManager } from '@pathwise/event-store';
import { inboxProjection } from '@pathwise/projections';
import { projectionWaiter } from '../../infrastructure/projection-waiting/wait-for-projection.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { Logger } from '../../observability/logger.js';
import type { Accounts, Mailer } from '../identity/index.js';
import { NotificationCommands } from './notification.commands.js';
import { DIGEST_INTERVAL_MS, NotificationDigest } from './notification-digest.job.js';
import { notificationRoutes } from './notifications.routes.js';

export { NotificationDigest } from './notification-digest.job.js';
export { NotificationCommands } from './notification.commands.js';

export interface NotificationsFeature extends FeatureModule {
  readonly inbox: NotificationCommands;
  /** Mails unread notifications; its job runs it every DIGEST_INTERVAL_MS. */
  readonly digest: NotificationDigest;
}

export function createNotificationsFeature(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  leases: LeaseManager;
  accounts: Accounts;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string | undefined;
}): NotificationsFeature {
  const inbox = new NotificationCommands(deps.store);
  const digest = new NotificationDigest(deps);
  return {
    inbox,
    digest,
    reactors: [],
    jobs: [{ name: 'notification digest', intervalMs: DIGEST_INTERVAL_MS, run: () => digest.runOnce() }],
    routes: notificationRoutes({ inbox, db: deps.database.db, inboxCaughtUp: projectionWaiter(deps.database, inboxProjection) }),
  };
}
