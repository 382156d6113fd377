import { describe, expect, it } from 'vitest';
import { masterySpan, type SkillTimeline } from './learning-moments';

const timeline = (skillId: string, ...times: string[]): SkillTimeline => ({
  skillId,
  points: times.map((at, index) => ({ at, probability: 0.3 + index * 0.1 })),
});

describe('The mastery chart’s time axis', () => {
  it('runs from the first answer that moved a skill to the last, across skills', () => {
    const timelines = [timeline('a', '2026-11-27T10:00:00.000Z', '2026-11-27T10:05:00.000Z'), timeline('b', '2026-11-27T09:58:00.000Z')];
    expect(masterySpan(timelines, undefined)).toEqual(['2026-11-27T09:58:00.000Z', '2026-11-27T10:05:00.000Z']);
  });

  it('widens to the moment time travel shows, before or after the answers', () => {
    const timelines = [timeline('a', '2026-11-27T10:00:00.000Z')];
    expect(masterySpan(timelines, '2026-11-28T08:00:00.000Z')).toEqual(['2026-11-27T10:00:00.000Z', '2026-11-28T08:00:00.000Z']);
    expect(masterySpan(timelines, '2026-11-20T08:00:00.000Z')).toEqual(['2026-11-20T08:00:00.000Z', '2026-11-27T10:00:00.000Z']);
  });

  it('is not there without a single answer: no chart to draw', () => {
    expect(masterySpan([], '2026-11-28T08:00:00.000Z')).toBeUndefined();
  });
});
