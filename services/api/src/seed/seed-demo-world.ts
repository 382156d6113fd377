import { seededRandom } from '@pathwise/adaptive';
import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { deterministicEventId, type EventStore, type NewEvent } from '@pathwise/event-store';
import type { Platform } from '../app/compose-platform.js';
import { enrolmentStreamId } from '../features/courses/index.js';
import { checkUpload } from '../features/materials/index.js';
import { webpRenditions } from '../infrastructure/images/webp-renditions.js';
import type { DemoCourse } from './demo-course.js';
import { demoCourseContent, demoFigureMaterialId, demoFiguresOf, demoLessonCount } from './demo-course-content.js';
import { demoCoverSvg } from './demo-course-cover.js';
import { seedDemoLearner, type DemoLearnerPlatform } from './demo-learner.js';
import { seedDemoGraduates } from './demo-graduates.js';
import { seedDemoCertificates, type DemoCertificatesPlatform } from './demo-certificates.js';
import { seedDemoPayouts } from './demo-payouts.js';
import { seedDemoCoupon, seedDemoPurchase, type DemoPurchasePlatform } from './demo-purchase.js';
import { seedDemoRefund } from './demo-refund.js';
import { seedDemoSubscription, type DemoSubscriptionPlatform } from './demo-subscription.js';
import { seedDemoSales } from './demo-sales.js';
import { seedDemoNps } from './demo-nps.js';
import { demoCourses, demoEmail, demoEnrolments, demoGraduates, demoId, demoOrigin, demoPeople } from './demo-world.js';

export { demoId } from './demo-world.js';

export type DemoWorldPlatform = DemoLearnerPlatform &
  DemoPurchasePlatform &
  DemoSubscriptionPlatform &
  DemoCertificatesPlatform &
  Pick<Platform, 'identity' | 'materials'>;

const DAY_MS = 86_400_000;
const actor = { kind: 'system' as const, id: 'demo-seed' };

async function appendOnce(store: EventStore<PathwiseEvent>, stream: string, events: NewEvent<PathwiseEvent>[]) {
  // Deterministic ids make a second run a no-op: the store answers retries with the original result.
  await store.append(stream, events, { expectedVersion: 'any', metadata: { actor, correlationId: 'demo-world' } });
}

function learningSessions(now: Date): NewEvent<PathwiseEvent>[][] {
  const sessions: NewEvent<PathwiseEvent>[][] = [];
  for (const enrolment of demoEnrolments) {
    const course = demoCourses.find((each) => each.handle === enrolment.course)!;
    const learnerId = demoId('user', enrolment.learner);
    const courseId = demoId('course', course.handle);
    const { next } = seededRandom(enrolment.learner.length * 7919 + course.handle.length * 104_729);
    let lesson = 1;
    for (let session = 0; session < enrolment.sessions; session++) {
      // Spread over the last two weeks, the most recent session within the last few hours.
      const daysAgo = Math.floor(((enrolment.sessions - 1 - session) / enrolment.sessions) * 13);
      const started = new Date(now.getTime() - daysAgo * DAY_MS - (1 + Math.floor(next() * 6)) * 3_600_000);
      const lessonId = `lesson-${String(lesson).padStart(2, '0')}`;
      const progress = session / Math.max(1, enrolment.sessions - 1);
      const score = Math.round(Math.min(100, Math.max(20, 100 * (enrolment.skill * 0.7 + progress * 0.3) + (next() - 0.5) * 20)));
      const base = { learnerId, courseId, lessonId, deviceType: next() < 0.3 ? 'mobile' : 'desktop', engagementIndicators: {} } as const;
      const id = (step: string) => deterministicEventId('demo-world', 'learning', enrolment.learner, course.handle, String(session), step);
      const at = (minutes: number) => new Date(started.getTime() + minutes * 60_000).toISOString();
      sessions.push([
        { id: id('start'), type: 'LearningEventRecorded', data: { ...base, eventType: 'lesson_start', timeSpentSeconds: 0, score: null, attempts: null, occurredAt: at(0), contentModalities: ['text'], preview: false } },
        { id: id('complete'), type: 'LearningEventRecorded', data: { ...base, eventType: 'lesson_complete', timeSpentSeconds: 600 + Math.round(next() * 900), score: null, attempts: null, occurredAt: at(18), contentModalities: ['text'], preview: false } },
        { id: id('quiz'), type: 'LearningEventRecorded', data: { ...base, eventType: 'quiz_attempt', timeSpentSeconds: 120 + Math.round(next() * 300), score, attempts: score < 60 ? 2 : 1, occurredAt: at(25), contentModalities: [], preview: false } },
      ]);
      if (score >= 60 && lesson < demoLessonCount(course)) lesson++;
    }
  }
  return sessions;
}

export { demoEmail } from './demo-world.js';

/** The course's creator, as the upload routes would see them. */
const creatorOrigin = (course: DemoCourse) => demoOrigin(course.creator);

/**
 * The course's figures, drawn as SVG, written as WebP at the size they are drawn and uploaded by its creator as image
 * materials of the course, as the upload route would: before its lessons are added, so that the lessons share them
 * with their learners. A figure already uploaded is not drawn again, so a second run changes nothing.
 */
async function uploadFigures(platform: DemoWorldPlatform, courseId: string, course: DemoCourse): Promise<void> {
  for (const figure of demoFiguresOf(course)) {
    const materialId = demoFigureMaterialId(course, figure);
    if ((await platform.materials.load(materialId)).state.uploaded) continue;
    const { width, height, svg } = figure.drawing;
    const [webp] = (await webpRenditions(Buffer.from(svg), [{ width, height }])) ?? [];
    if (!webp) throw new Error(`The figure ${figure.name} drawn for ${course.handle} does not decode`);
    const upload = checkUpload(`${figure.name}.webp`, 'image/webp', webp);
    await platform.materials.upload({ ...upload, courseId, materialId }, creatorOrigin(course));
  }
}

/**
 * The course's generated cover, uploaded as its creator would, before it is published so that its first version
 * shows it; a course that has a cover keeps it, so a second run changes nothing.
 */
async function drawCover(platform: DemoWorldPlatform, courseId: string, course: DemoCourse): Promise<void> {
  const { state } = await platform.courses.commands.load(courseId);
  if (state?.details.coverImageUrl) return;
  const origin = creatorOrigin(course);
  const svg = Buffer.from(demoCoverSvg(course));
  await platform.courses.covers.replace(
    courseId,
    async (sizes) => {
      const renditions = await webpRenditions(svg, sizes);
      if (!renditions) throw new Error(`The cover drawn for ${course.handle} does not decode`);
      return renditions;
    },
    origin,
  );
}

/**
 * Appends the demo world: people (who can sign in with their demo address), courses, two weeks of learning ending at
 * `now`, and the ratings of learners who finished a course before. Running it again appends nothing.
 */
export async function seedDemoWorld(platform: DemoWorldPlatform, now: Date): Promise<void> {
  const { store } = platform;
  const accounts = platform.identity.accounts;
  for (const person of demoPeople) {
    await accounts.register(
      {
        userId: demoId('user', person.handle),
        email: demoEmail(person.handle),
        displayName: person.displayName,
        role: person.role,
        tier: person.tier,
        preferredLanguage: person.language,
      },
      { actor, correlationId: 'demo-world' },
    );
  }
  for (const course of demoCourses) {
    const courseId = demoId('course', course.handle);
    const drafted: NewEvent<PathwiseEvent> = {
      id: demoId('event', `drafted-${course.handle}`),
      type: 'CourseDrafted',
      data: {
        courseId,
        creatorId: demoId('user', course.creator),
        title: course.title,
        subtitle: '',
        description: course.description,
        coverImageUrl: null,
        language: course.language,
        level: course.level,
        priceCents: course.priceCents,
        currency: 'USD',
        tags: [...course.tags],
      },
    };
    await appendOnce(store, streamId('course', courseId), [drafted]);
    await uploadFigures(platform, courseId, course);
    const content = demoCourseContent(courseId, course).map((event, index) => ({ ...event, id: demoId('event', `content-${course.handle}-${index}`) }));
    await appendOnce(store, streamId('course', courseId), content);
    await drawCover(platform, courseId, course);
    if (course.published) {
      await appendOnce(store, streamId('course', courseId), [{ id: demoId('event', `published-${course.handle}`), type: 'CoursePublished', data: { courseId } }]);
    }
  }
  // Graduates enrolled too, before they finished their course.
  for (const enrolment of [...demoEnrolments, ...demoGraduates]) {
    const course = demoCourses.find((each) => each.handle === enrolment.course)!;
    const courseId = demoId('course', course.handle);
    const learnerId = demoId('user', enrolment.learner);
    await appendOnce(store, enrolmentStreamId(courseId, learnerId), [
      {
        id: demoId('event', `enrolled-${enrolment.learner}-${course.handle}`),
        type: 'LearnerEnrolled',
        // Paid demo courses studied here were granted by an admin; the demo's one sale goes through checkout (demo-purchase.ts).
        data: { learnerId, courseId, source: course.priceCents === 0 ? 'free' : 'admin' },
      },
    ]);
  }
  for (const session of learningSessions(now)) {
    const first = session[0]!;
    if (first.type !== 'LearningEventRecorded') continue;
    await appendOnce(store, streamId('learner', first.data.learnerId), session);
  }
  await seedDemoLearner(platform, now);
  await seedDemoGraduates(platform, now);
  await seedDemoCertificates(platform, now);
  await seedDemoSales(store, now);
  await seedDemoPurchase(platform);
  await seedDemoSubscription(platform, now);
  await seedDemoRefund(platform);
  await seedDemoPayouts(platform, now);
  await seedDemoCoupon(platform);
  await seedDemoNps(store, now);
}

/** The first start of a fresh install seeds the demo world; any later start finds events and leaves them be. */
export async function seedDemoWorldIfEmpty(platform: Platform): Promise<boolean> {
  if ((await platform.store.head()).lastPosition > 0n) return false;
  await seedDemoWorld(platform, platform.clock());
  platform.logger.info('seeded the demo world (creators, courses, learners and two weeks of learning)');
  return true;
}
