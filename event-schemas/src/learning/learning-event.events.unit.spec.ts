import { describe, expect, it } from 'vitest';
import { pathwiseEvents } from '../index.js';
import { LearningEventRecorded } from './learning-event.events.js';

const v1 = {
  learnerId: 'learner-1',
  courseId: 'course-1',
  lessonId: 'lesson-1',
  eventType: 'lesson_complete',
  timeSpentSeconds: 300,
  score: null,
  attempts: null,
  deviceType: 'desktop',
  engagementIndicators: {},
  occurredAt: '2026-11-20T10:00:00.000Z',
};

describe('LearningEventRecorded', () => {
  it('upcasts a version 1 event to one whose content modalities are unknown (none)', () => {
    expect(LearningEventRecorded.schemaVersion).toBe(2);
    expect(pathwiseEvents.upcast(LearningEventRecorded, 1, v1)).toEqual({ ...v1, contentModalities: [] });
  });

  it('accepts the lesson’s modalities at version 2 and refuses one it does not know', () => {
    expect(pathwiseEvents.validate(LearningEventRecorded, { ...v1, contentModalities: ['video', 'text'] }).ok).toBe(true);
    expect(pathwiseEvents.validate(LearningEventRecorded, { ...v1, contentModalities: ['smell'] })).toEqual({
      ok: false,
      issues: [{ path: 'contentModalities.0', message: expect.any(String) }],
    });
  });
});
