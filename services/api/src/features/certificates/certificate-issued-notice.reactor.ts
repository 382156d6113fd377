import { inboxStreamId, streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { deterministicEventId, type Reactor } from '@pathwise/event-store';
import { foldAccount, type Mailer } from '../identity/index.js';
import { certificateIssuedMail } from './certificate-mails.js';

/**
 * When a certificate is earned, its holder is told: a notification in their inbox (worded in their language when
 * read) and a mail in their account's language. The notification's id is derived from the certificate and is looked
 * for first, so a replay neither notifies nor mails again; the mail is handed over before the notification commits,
 * so a crash between the two may mail twice, never not at all.
 */
export function certificateIssuedNoticeReactor(deps: { mailer: Mailer; publicUrl: string }): Reactor<PathwiseEvent> {
  return {
    name: 'certificate-issued-notice',
    eventTypes: ['CertificateIssued'],
    async react(event, context) {
      // A reissue under a new name is the holder's own doing on an achievement they were told of already.
      if (event.type !== 'CertificateIssued' || event.data.supersedes) return [];
      const { certificateId, learnerId, courseId, courseTitle, issuedAt } = event.data;
      const notificationId = deterministicEventId('certificate-issued-notification', certificateId);
      const inbox = await context.readStream(inboxStreamId(learnerId));
      if (inbox.events.some((each) => each.type === 'NotificationRaised' && each.data.notificationId === notificationId)) return [];
      const holder = foldAccount(learnerId, (await context.readStream(streamId('account', learnerId))).events);
      if (holder.email) {
        await deps.mailer.send(
          certificateIssuedMail({
            to: holder.email,
            language: holder.preferredLanguage,
            courseTitle,
            issuedAt: new Date(issuedAt),
            certificatesUrl: `${deps.publicUrl}/certificates`,
            verifyUrl: `${deps.publicUrl}/verify/${certificateId}`,
          }),
        );
      }
      return [
        {
          streamId: inboxStreamId(learnerId),
          events: [
            {
              type: 'NotificationRaised',
              data: {
                notificationId,
                userId: learnerId,
                type: 'achievement',
                title: `Your certificate for “${courseTitle}”`,
                message: 'You met the course’s criteria. Anyone can verify your certificate; download it as a PDF or add it to your profile.',
                priority: 'normal',
                action: { label: 'View certificate', url: '/certificates' },
                source: { kind: 'certificate_issued', courseId, certificateId },
              },
            },
          ],
        },
      ];
    },
  };
}
