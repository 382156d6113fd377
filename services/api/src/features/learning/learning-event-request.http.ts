import type { RecordLearningEventRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import type { RecordLearningEvent } from './learning-event.decider.js';

/** A learning event as a client states it; the server adds what it knows about the lesson. */
export type LearningEventInput = Omit<RecordLearningEvent['data'], 'contentModalities' | 'preview'>;

type ParsedRequest = Omit<z.output<typeof RecordLearningEventRequest>, 'userId'>;

/** The command data for a learning event as the spec's clients send it (HTTP body, socket data, profile batch). */
export function learningEventFromRequest(request: ParsedRequest, learnerId: string): LearningEventInput {
  return {
    eventId: request.eventId,
    learnerId,
    courseId: request.courseId,
    lessonId: request.lessonId,
    eventType: request.eventType,
    timeSpentSeconds: request.timeSpent,
    score: request.score,
    attempts: request.attempts,
    deviceType: request.deviceType,
    engagementIndicators: request.engagementIndicators,
    occurredAt: request.occurredAt ?? null,
  };
}
