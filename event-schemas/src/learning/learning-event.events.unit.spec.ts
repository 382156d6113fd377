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
  it('upcasts a version 1 event to one whose content modalities are unknown (none) and that is no preview', () => {
    expect(LearningEventRecorded.schemaVersion).toBe(3);
    expect(pathwiseEvents.upcast(LearningEventRecorded, 1, v1)).toEqual({ ...v1, contentModalities: [], preview: false });
  });

  it('upcasts a version 2 event to one recorded by a learner, not a preview', () => {
    const v2 = { ...v1, contentModalities: ['text'] };
    expect(pathwiseEvents.upcast(LearningEventRecorded, 2, v2)).toEqual({ ...v2, preview: false });
  });

  it('accepts the lesson’s modalities and refuses one it does not know', () => {
    expect(pathwiseEvents.validate(LearningEventRecorded, { ...v1, contentModalities: ['video', 'text'], preview: false }).ok).toBe(true);
    expect(pathwiseEvents.validate(LearningEventRecorded, { ...v1, contentModalities: ['smell'], preview: false })).toEqual({
      ok: false,
      issues: [{ path: 'contentModalities.0', message: expect.any(String) }],
    });
  });
});
