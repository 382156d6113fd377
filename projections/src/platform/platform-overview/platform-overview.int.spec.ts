import { randomUUID } from 'node:crypto';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { createLeaseManager } from '@pathwise/event-store';
import { testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { learningEvent } from '../../testing/learning-events.js';
import { platformOverviewProjection } from './platform-overview.projection.js';
import { getPlatformOverview } from './platform-overview.queries.js';

describe.each(testDatabaseKinds)('platform overview projection on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });

  const register = (role: 'student' | 'creator' | 'admin') => {
    const userId = randomUUID();
    return fixture.store.append(
      `account-${userId}`,
      [
        {
          type: 'AccountRegistered',
          data: {
            userId,
            email: `${userId}@example.org`,
            displayName: 'Someone',
            role,
            subscriptionTier: 'free',
            aiCreditBalance: 100,
            preferredLanguage: 'en',
            receiveEmailNotifications: true,
          },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
  };

  it('counts people by role, published courses and learning per day, zero-filling quiet days', async () => {
    await register('student');
    await register('student');
    await register('creator');
    await register('admin');
    const courseId = randomUUID();
    await fixture.store.append(
      `course-${courseId}`,
      [
        {
          type: 'CourseDrafted',
          data: {
            courseId,
            creatorId: 'c1',
            title: 'Fractions from scratch',
            subtitle: '',
            description: '',
            coverImageUrl: null,
            language: 'en',
            level: 'beginner',
            priceCents: 0,
            currency: 'USD',
            tags: [],
          },
        },
        { type: 'CoursePublished', data: { courseId } },
      ],
      { expectedVersion: 'no_stream' },
    );
    const appended = await fixture.store.append(
      'learner-l1',
      [
        learningEvent('l1', courseId, 'lesson_start'),
        learningEvent('l1', courseId, 'lesson_complete'),
        learningEvent('l1', courseId, 'quiz_attempt'),
      ],
      { expectedVersion: 'any' },
    );
    const leases = createLeaseManager(fixture.database);
    await new ProjectionRunner(platformOverviewProjection, fixture.database, fixture.store, leases).drain();
    await leases.close();

    const today = new Date();
    const overview = await getPlatformOverview(fixture.database.db, { today, days: 7 });

    expect(overview).toMatchObject({
      learners: 2,
      creators: 1,
      coursesPublished: 1,
      learningEvents: 3,
      lessonsCompleted: 1,
      quizAttempts: 1,
      lastPosition: appended.events[2]!.position,
    });
    expect(overview.daily).toHaveLength(7);
    expect(overview.daily.at(-1)).toEqual({
      day: today.toISOString().slice(0, 10),
      learningEvents: 3,
      lessonsCompleted: 1,
      quizAttempts: 1,
    });
    expect(overview.daily.slice(0, 6).every((day) => day.learningEvents === 0)).toBe(true);
  });
});
