import { randomUUID } from 'node:crypto';
import { courseCompletionStreamId, streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import { enrolmentStreamId } from '../features/courses/index.js';

type CourseDraftedData = Extract<PathwiseEvent, { type: 'CourseDrafted' }>['data'];

/**
 * A published course with one module and the given lessons, appended straight to the log: features that only ask
 * CourseAccess need a course, not the authoring commands.
 */
export async function givenPublishedCourse(
  store: EventStore<PathwiseEvent>,
  course: {
    creatorId: string;
    coAuthorIds?: string[];
    lessonIds?: string[];
    courseId?: string;
    title?: string;
    /** Catalogue fields other than the defaults (a free English course without a cover). */
    details?: Partial<Omit<CourseDraftedData, 'courseId' | 'creatorId' | 'title'>>;
  },
): Promise<{ courseId: string; lessonIds: string[] }> {
  const courseId = course.courseId ?? `course-${randomUUID().slice(0, 8)}`;
  const lessonIds = course.lessonIds ?? ['lesson-1'];
  const moduleId = 'module-1';
  const events: PathwiseEvent[] = [
    {
      type: 'CourseDrafted',
      data: {
        courseId,
        creatorId: course.creatorId,
        title: course.title ?? 'Fractions for everyone',
        subtitle: '',
        description: '',
        coverImageUrl: null,
        language: 'en',
        level: 'beginner',
        priceCents: 0,
        currency: 'USD',
        tags: [],
        ...course.details,
      },
    },
    ...(course.coAuthorIds ?? []).map((userId): PathwiseEvent => ({ type: 'CoAuthorAdded', data: { courseId, userId } })),
    { type: 'ModuleAdded', data: { courseId, moduleId, title: 'Basics' } },
    ...lessonIds.map(
      (lessonId): PathwiseEvent => ({
        type: 'LessonAdded',
        data: { courseId, moduleId, lessonId, title: `Lesson ${lessonId}`, blocks: [], estimatedMinutes: 10, skillIds: [] },
      }),
    ),
    { type: 'CoursePublished', data: { courseId } },
  ];
  await store.append(streamId('course', courseId), events, { expectedVersion: 'no_stream' });
  return { courseId, lessonIds };
}

/** Enrols a learner in a course for free, as the enrolment command will. */
export async function givenEnrolment(store: EventStore<PathwiseEvent>, courseId: string, learnerId: string): Promise<void> {
  await store.append(enrolmentStreamId(courseId, learnerId), [{ type: 'LearnerEnrolled', data: { learnerId, courseId, source: 'free' } }], {
    expectedVersion: 'no_stream',
  });
}

/** Records that a learner finished a course, as the learning feature's course-completion reactor does. */
export async function givenCourseCompletion(store: EventStore<PathwiseEvent>, courseId: string, learnerId: string, courseVersion = 1): Promise<void> {
  await store.append(courseCompletionStreamId(courseId, learnerId), [{ type: 'CourseCompleted', data: { learnerId, courseId, courseVersion } }], {
    expectedVersion: 'no_stream',
  });
}

/** Any JSON request with an optional bearer token; the answer's body parsed when there is one. */
export async function sendJson(method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/**
 * Makes sure a published course with these lessons exists, whoever asked first, and that these learners are enrolled
 * in it: learning events are only accepted from enrolled learners, for real courses and lessons, and tests that record
 * them share course ids across their cases.
 */
export async function givenLearningCourse(
  store: EventStore<PathwiseEvent>,
  courseId: string,
  lessonIds: readonly string[],
  enrolledLearnerIds: readonly string[] = [],
): Promise<void> {
  await givenCourseLessons(store, courseId, lessonIds);
  for (const learnerId of enrolledLearnerIds) {
    const enrolment = await store.readStream(enrolmentStreamId(courseId, learnerId), { maxCount: 1 });
    if (enrolment.currentVersion === 0) await givenEnrolment(store, courseId, learnerId);
  }
}

async function givenCourseLessons(store: EventStore<PathwiseEvent>, courseId: string, lessonIds: readonly string[]): Promise<void> {
  const stream = streamId('course', courseId);
  const { currentVersion, events } = await store.readStream(stream);
  if (currentVersion === 0) {
    await givenPublishedCourse(store, { creatorId: randomUUID(), courseId, lessonIds: [...lessonIds] });
    return;
  }
  const known = new Set(events.flatMap((event) => (event.type === 'LessonAdded' ? [event.data.lessonId] : [])));
  const missing = lessonIds.filter((lessonId) => !known.has(lessonId));
  if (missing.length === 0) return;
  await store.append(
    stream,
    [
      ...missing.map(
        (lessonId): PathwiseEvent => ({
          type: 'LessonAdded',
          data: { courseId, moduleId: 'module-1', lessonId, title: `Lesson ${lessonId}`, blocks: [], estimatedMinutes: 10, skillIds: [] },
        }),
      ),
      { type: 'CoursePublished', data: { courseId } },
    ],
    { expectedVersion: currentVersion },
  );
}
