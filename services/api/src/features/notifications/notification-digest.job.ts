import { inboxStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, type Database, type EventStore, type LeaseManager } from '@pathwise/event-store';
import { usersAwaitingDigest } from '@pathwise/projections';
import { translator } from '../../http/wording.js';
import type { Logger } from '../../observability/logger.js';
import type { Accounts, Mailer } from '../identity/index.js';
import { foldInbox } from './notification.commands.js';
import { notificationDigestWordings } from './notification-digest-wordings.js';
import { wordNotification } from './notification-wordings.js';

/** How often the digest goes out to those who opted into email notifications. */
export const DIGEST_INTERVAL_MS = 15 * 60 * 1000;
const PAGE = 200;
const LEASE = 'job:notification-digest';
const wordDigest = translator(notificationDigestWordings);

export interface DigestRun {
  /** The users mailed in this run. */
  readonly mailed: readonly string[];
}

/**
 * Mails each user who opted into email notifications their unread notifications not mailed before. The
 * NotificationDigestSent event is appended (with the inbox's version, so two runners cannot both claim the same
 * notifications) before the mail is sent: a failed send loses one digest rather than ever sending one twice.
 */
export class NotificationDigest {
  constructor(
    private readonly deps: {
      readonly database: Database;
      readonly store: EventStore<PathwiseEvent>;
      readonly leases: LeaseManager;
      readonly accounts: Accounts;
      readonly mailer: Mailer;
      readonly logger: Logger;
      readonly publicUrl: string | undefined;
    },
  ) {}

  async runOnce(): Promise<DigestRun> {
    const lease = await this.deps.leases.tryAcquire(LEASE);
    if (!lease) return { mailed: [] };
    const mailed: string[] = [];
    try {
      let after = '';
      for (;;) {
        const users = await usersAwaitingDigest(this.deps.database.db, { after, limit: PAGE });
        for (const userId of users) if (await this.#digestFor(userId)) mailed.push(userId);
        if (users.length < PAGE || lease.lost) break;
        after = users.at(-1)!;
      }
    } finally {
      await lease.release();
    }
    return { mailed };
  }

  async #digestFor(userId: string): Promise<boolean> {
    const { state: account } = await this.deps.accounts.load(userId);
    if (!account.exists || !account.receiveEmailNotifications || !account.email) return false;
    const stream = inboxStreamId(userId);
    const { events, currentVersion } = await this.deps.store.readStream(stream);
    const inbox = foldInbox(events);
    const pending = [...inbox.raised.values()].filter(
      (notification) => !inbox.read.has(notification.notificationId) && !inbox.mailed.has(notification.notificationId),
    );
    if (pending.length === 0) return false;
    try {
      await this.deps.store.append(
        stream,
        [{ type: 'NotificationDigestSent', data: { userId, notificationIds: pending.map((each) => each.notificationId) } }],
        { expectedVersion: currentVersion, metadata: { actor: { kind: 'system', id: 'notification-digest' } } },
      );
    } catch (error) {
      // The inbox moved on meanwhile; the next run sees it as it is now.
      if (error instanceof StreamVersionConflictError) return false;
      throw error;
    }
    // Written for the account, not for a request: in the language its settings hold (English until it chooses one).
    const language = account.preferredLanguage;
    const word = (text: string) => wordDigest(text, language);
    const base = this.deps.publicUrl?.replace(/\/$/, '') ?? '';
    const lines = pending.map(
      (each) => `- ${wordNotification(each.title, language)}\n  ${wordNotification(each.message, language)}${each.action ? `\n  ${base}${each.action.url}` : ''}`,
    );
    await this.deps.mailer.send({
      to: account.email,
      subject: word(pending.length === 1 ? 'Pathwise: 1 new notification' : `Pathwise: ${pending.length} new notifications`),
      text: [
        word(account.displayName ? `Hello ${account.displayName},` : 'Hello,'),
        '',
        word('Here is what happened since your last digest:'),
        '',
        ...lines,
        '',
        word('You get this mail because email notifications are on in your settings; turn them off there at any time.'),
      ].join('\n'),
    });
    this.deps.logger.info({ userId, notifications: pending.length, language }, 'notification digest mailed');
    return true;
  }
}
