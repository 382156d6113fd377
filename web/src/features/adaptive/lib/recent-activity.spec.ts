import { describe, expect, it } from 'vitest';
import { aProfile, anAdjustment } from '../testing/adaptive-fixtures';
import { MAX_ADJUSTMENTS, noActivity, seededWith, withAdjustment, withLearningEvent } from './recent-activity';

const adjustmentAt = (timestamp: string, reason = timestamp) => ({ ...anAdjustment({ timestamp, reason }) });
const eventAt = (key: string, occurredAt: string) => ({ key, eventType: 'lesson_start', courseId: 'c', lessonId: null, occurredAt });

describe('Recent activity', () => {
  it('keeps the server’s older entries under the pushes received first, so none shows twice', () => {
    const live = withAdjustment(noActivity(null), 'u1', adjustmentAt('2026-03-03T12:00:00.000Z', 'pushed'));
    const profile = aProfile('u1', {
      recentAdjustments: [adjustmentAt('2026-03-03T12:00:01.000Z', 'same as pushed'), adjustmentAt('2026-03-01T08:00:00.000Z', 'older')],
    });

    const seeded = seededWith(live, profile);

    expect(seeded.adjustments.map((adjustment) => adjustment.reason)).toEqual(['pushed', 'older']);
    expect(seeded.events.map((event) => event.key)).toEqual(['event-1']);
  });

  it('folds the server’s lists in once: a later read leaves the live lists alone', () => {
    const seeded = seededWith(noActivity(null), aProfile('u1'));
    const again = seededWith(seeded, aProfile('u1', { recentAdjustments: [] }));
    expect(again).toBe(seeded);
  });

  it('starts afresh for another learner', () => {
    const first = withAdjustment(noActivity(null), 'u1', adjustmentAt('2026-03-03T12:00:00.000Z'));
    const other = withAdjustment(first, 'u2', adjustmentAt('2026-03-03T13:00:00.000Z', 'theirs'));
    expect(other.userId).toBe('u2');
    expect(other.adjustments.map((adjustment) => adjustment.reason)).toEqual(['theirs']);
  });

  it('caps adjustments at 9 and ignores a learning event already kept', () => {
    let activity = noActivity(null);
    for (let index = 0; index < 12; index += 1) {
      activity = withAdjustment(activity, 'u1', adjustmentAt(`2026-03-03T12:00:${String(index).padStart(2, '0')}.000Z`));
    }
    expect(activity.adjustments).toHaveLength(MAX_ADJUSTMENTS);
    expect(activity.adjustments[0]?.timestamp).toBe('2026-03-03T12:00:11.000Z');

    const once = withLearningEvent(activity, 'u1', eventAt('position:5', '2026-03-03T12:01:00.000Z'));
    expect(withLearningEvent(once, 'u1', eventAt('position:5', '2026-03-03T12:01:00.000Z'))).toBe(once);
  });
});
