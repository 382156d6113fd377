import { certificateStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError } from '@pathwise/event-store';
import type { Platform } from '../app/compose-platform.js';
import { certificateIdFor, issuanceFor } from '../features/certificates/index.js';
import { demoCertificates, demoGraduates, demoId, demoOrigin } from './demo-world.js';

const DAY_MS = 86_400_000;
/** As the graduates' story has it: they finished their course about three weeks ago, one a day. */
const FINISHED_DAYS_AGO = 20;

export type DemoCertificatesPlatform = Pick<Platform, 'store' | 'database' | 'certificates'>;

/**
 * Each graduate holds the certificate of the course they finished, issued as the issuing reactor would (the same
 * effects, in one transaction), so the certificate pages have content whether or not reactors run while seeding; one
 * holder shows their name and one certificate is revoked. A certificate already issued (by the reactor, or a first
 * run) is left as it is, and revoking or showing the name again changes nothing, so a second run appends nothing.
 */
export async function seedDemoCertificates(platform: DemoCertificatesPlatform, now: Date): Promise<void> {
  for (const [index, graduate] of demoGraduates.entries()) {
    const learnerId = demoId('user', graduate.learner);
    const courseId = demoId('course', graduate.course);
    const issuedAt = new Date(now.getTime() - (FINISHED_DAYS_AGO + index) * DAY_MS);
    // The issuing reactor may take the status list's next index first while the seed runs: decide again on what it left.
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        await issueAsTheReactorWould(platform, learnerId, courseId, issuedAt);
        break;
      } catch (error) {
        if (!(error instanceof StreamVersionConflictError) || attempt === 3) throw error;
      }
    }
  }
  for (const handle of demoCertificates.namesShown) {
    const graduate = demoGraduates.find((each) => each.learner === handle)!;
    const certificateId = certificateIdFor(demoId('user', handle), demoId('course', graduate.course));
    if ((await platform.store.readStream(certificateStreamId(certificateId))).currentVersion === 0) continue;
    await platform.certificates.commands.changeNameVisibility(certificateId, true, demoOrigin(handle));
  }
  const { learner, course, reason, note, by } = demoCertificates.revoked;
  const revokedId = certificateIdFor(demoId('user', learner), demoId('course', course));
  if ((await platform.store.readStream(certificateStreamId(revokedId))).currentVersion > 0) {
    await platform.certificates.commands.revoke(revokedId, { reason, note }, demoOrigin(by));
  }
}

async function issueAsTheReactorWould(platform: DemoCertificatesPlatform, learnerId: string, courseId: string, issuedAt: Date): Promise<void> {
  await platform.database.db.transaction().execute(async (transaction) => {
    const context = { readStream: (streamId: string, options?: { fromVersion?: number }) => platform.store.readStream(streamId, { ...options, executor: transaction }) };
    const effects = await issuanceFor(context, learnerId, courseId, issuedAt);
    for (const effect of effects ?? []) {
      await platform.store.append(effect.streamId, effect.events as PathwiseEvent[], {
        expectedVersion: effect.expectedVersion ?? 'any',
        executor: transaction,
        metadata: { actor: { kind: 'system', id: 'demo-seed' }, correlationId: 'demo-world' },
      });
    }
  });
}
