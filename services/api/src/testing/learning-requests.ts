import { randomUUID } from 'node:crypto';
import type { RecordLearningEventRequest } from '@pathwise/contracts';

/**
 * A valid learning event request for the learner, with a fresh event id unless one is given: a completed lesson, since
 * quiz attempts are recorded by grading them. The learner must be enrolled in the course (or be its staff).
 */
export function learningRequest(userId: string, overrides: Partial<RecordLearningEventRequest> = {}): RecordLearningEventRequest {
  return {
    eventId: randomUUID(),
    eventType: 'lesson_complete',
    userId,
    courseId: 'fractions-101',
    lessonId: 'lesson-3',
    timeSpent: 95,
    score: null,
    attempts: null,
    deviceType: 'desktop',
    engagementIndicators: { focusLosses: 1, scrollDepth: 0.9 },
    ...overrides,
  };
}

export async function postJson(url: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

export async function getJson(url: string, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}
