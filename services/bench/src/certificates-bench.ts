import { randomUUID } from 'node:crypto';
import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { compareCheckpoints, START_OF_LOG } from '@pathwise/event-store';
import { givenPublishedCourse, startTestServer, type TestServer } from '@pathwise/api/testing';
import { certificatesOfHolder } from '@pathwise/projections';
import type { ThroughputFigure } from './commerce-bench.js';
import { measureLatency, type LatencyFigure } from './latency.js';

export interface CertificatesBenchSizes {
  /** Learners who each finish the bench course, so each is owed one certificate. */
  readonly learners: number;
  /** Verifications timed per figure. */
  readonly verifications: number;
}

export interface CertificatesBenchResult {
  readonly throughput: ThroughputFigure;
  readonly latencies: LatencyFigure[];
}

const LESSONS = ['lesson-1', 'lesson-2', 'lesson-3'];

/** One learner's finishing of the course: every lesson completed, as the learning route records it. */
function finishedCourse(learnerId: string, courseId: string): PathwiseEvent[] {
  const occurredAt = new Date().toISOString();
  return LESSONS.map((lessonId) => ({
    type: 'LearningEventRecorded',
    data: {
      learnerId,
      courseId,
      lessonId,
      eventType: 'lesson_complete',
      timeSpentSeconds: 300,
      score: null,
      attempts: null,
      deviceType: 'desktop',
      engagementIndicators: {},
      occurredAt,
      contentModalities: ['text'],
      preview: false,
    },
  }));
}

/** Waits until the named reactor has processed the log up to its head when called; answers when that was. */
async function caughtUp(server: TestServer, reactorName: string): Promise<number> {
  const reactor = server.platform.reactors.find((each) => each.status().subscriptionId === `reactor:${reactorName}`);
  if (!reactor) throw new Error(`No reactor ${reactorName} runs`);
  const head = await server.platform.store.head();
  for (;;) {
    if (compareCheckpoints(reactor.status().checkpoint ?? START_OF_LOG, head.committed) >= 0) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Certificates issued per second by the issuing reactor, for learners finishing a course all at once, beside the
 * reactor that records CourseCompleted from the very same events in the same run (it reads the same course and learner
 * streams, and appends one event where issuing appends two and builds the certificate); and verification latency,
 * the signature alone beside the signature and the status list, in process and over HTTP beside the health route.
 */
export async function benchCertificates(sizes: CertificatesBenchSizes): Promise<CertificatesBenchResult> {
  const server = await startTestServer('postgres');
  try {
    const { platform } = server;
    const { courseId } = await givenPublishedCourse(platform.store, { creatorId: randomUUID(), lessonIds: LESSONS, title: 'Bench certificate course' });
    const learners = Array.from({ length: sizes.learners }, () => randomUUID());
    const started = performance.now();
    for (const learnerId of learners) await platform.store.append(streamId('learner', learnerId), finishedCourse(learnerId, courseId), { expectedVersion: 'no_stream' });
    const [issuedAt, completedAt] = await Promise.all([caughtUp(server, 'certificate-issuance'), caughtUp(server, 'course-completion')]);
    const issued = await certificatesOfHolder(platform.database.db, learners[0]!);
    if (issued.length !== 1) throw new Error(`The first bench learner holds ${issued.length} certificates, not 1`);

    const { credentials } = platform.certificates;
    const credential = await credentials.credentialOf(issued[0]!, null);
    const expectVerified = async (verification: Promise<{ verified: boolean; reason: string | null }>) => {
      const result = await verification;
      if (!result.verified) throw new Error(`The bench credential does not verify: ${result.reason}`);
    };
    const signatureOnly = await measureLatency(sizes.verifications, () => expectVerified(credentials.verify(credential, { checkStatus: false })));
    const withStatus = await measureLatency(sizes.verifications, () => expectVerified(credentials.verify(credential)));
    const health = await measureLatency(sizes.verifications, async () => (await fetch(`${server.url}/api/health`)).arrayBuffer());
    const overHttp = await measureLatency(sizes.verifications, async () => {
      const response = await fetch(`${server.url}/api/certificates/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ credential }),
      });
      const body = (await response.json()) as { verified: boolean };
      if (!body.verified) throw new Error('POST /api/certificates/verify did not verify the bench credential');
    });
    const signatureBaseline = { name: 'verify: signature only', p99: signatureOnly.p99 };
    const healthBaseline = { name: 'GET /api/health', p99: health.p99 };
    return {
      throughput: {
        name: `certificates issued/s (${sizes.learners} learners finishing at once)`,
        perSecond: sizes.learners / ((issuedAt - started) / 1000),
        baseline: { name: 'CourseCompleted recorded/s from the same events', perSecond: sizes.learners / ((completedAt - started) / 1000) },
      },
      latencies: [
        { store: 'in process', name: signatureBaseline.name, ...signatureOnly },
        { store: 'in process', name: 'verify: signature + status list', ...withStatus, baseline: signatureBaseline },
        { store: 'postgres', name: healthBaseline.name, ...health },
        { store: 'postgres', name: 'POST /api/certificates/verify', ...overHttp, baseline: healthBaseline },
      ],
    };
  } finally {
    await server.close();
  }
}
