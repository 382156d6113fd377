import { randomUUID } from 'node:crypto';
import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import { enrolmentStreamId } from '../features/courses/log-course-access.js';

/**
 * A published course straight in the log, for features that need one (forum, materials) while course authoring is
 * built elsewhere: the events are those the course commands append.
 */
export async function publishedCourse(
  store: EventStore<PathwiseEvent>,
  creatorId: string,
  options: { courseId?: string; title?: string; coAuthorIds?: readonly string[] } = {},
): Promise<string> {
  const courseId = options.courseId ?? `course-${randomUUID().slice(0, 8)}`;
  await store.append(
    streamId('course', courseId),
    [
      {
        type: 'CourseDrafted',
        data: {
          courseId,
          creatorId,
          title: options.title ?? 'Fractions without fear',
          subtitle: '',
          description: 'Dividing, multiplying and comparing fractions.',
          coverImageUrl: null,
          language: 'en',
          level: 'beginner',
          priceCents: 0,
          currency: 'USD',
          tags: ['maths'],
        },
      },
      ...(options.coAuthorIds ?? []).map((userId) => ({ type: 'CoAuthorAdded' as const, data: { courseId, userId } })),
      { type: 'CoursePublished', data: { courseId } },
    ],
    { expectedVersion: 'no_stream' },
  );
  return courseId;
}

/** Enrols a learner in a course for free, as the enrolment command does. */
export async function enrol(store: EventStore<PathwiseEvent>, courseId: string, learnerId: string): Promise<void> {
  await store.append(enrolmentStreamId(courseId, learnerId), [{ type: 'LearnerEnrolled', data: { learnerId, courseId, source: 'free' } }], {
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
