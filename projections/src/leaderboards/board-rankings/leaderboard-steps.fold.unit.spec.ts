import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { leaderboardSteps } from './leaderboard-steps.fold.js';

let position = 0n;
const stored = (event: Pick<PathwiseEvent, 'type' | 'data'>) => ({ ...event, position: ++position }) as unknown as StoredEvent<PathwiseEvent>;
const xp = (learnerId: string, amount: number, courseId: string | null = null) =>
  stored({ type: 'XpAwarded', data: { learnerId, courseId, xp: amount, source: 'quiz_passed', sourceEventId: `e${position}`, localDay: '2026-11-23' } });

describe('leaderboardSteps', () => {
  it('folds a run of awards to one gain per board and learner, reached at the last award', () => {
    const events = [xp('a', 10, 'c1'), xp('b', 5), xp('a', 7)];
    const [step] = leaderboardSteps(events);
    expect(step).toEqual({
      kind: 'gains',
      gains: [
        { board: 'global', learnerId: 'a', xp: 17, reachedPosition: events[2]!.position },
        { board: 'week:2026-W48', learnerId: 'a', xp: 17, reachedPosition: events[2]!.position },
        { board: 'course:c1', learnerId: 'a', xp: 10, reachedPosition: events[0]!.position },
        { board: 'global', learnerId: 'b', xp: 5, reachedPosition: events[1]!.position },
        { board: 'week:2026-W48', learnerId: 'b', xp: 5, reachedPosition: events[1]!.position },
      ],
    });
  });

  it('keeps choices between the awards where the log has them, and skips awards of zero XP', () => {
    const steps = leaderboardSteps([
      xp('a', 10),
      stored({ type: 'LeaderboardParticipationChanged', data: { learnerId: 'a', participating: false, shownAs: 'name' } }),
      xp('a', 0),
      stored({ type: 'CourseLeaderboardSwitched', data: { courseId: 'c1', enabled: false } }),
      xp('a', 3),
    ]);
    expect(steps.map((step) => step.kind)).toEqual(['gains', 'participation', 'course-switch', 'gains']);
    expect(steps[1]).toEqual({ kind: 'participation', learnerId: 'a', participating: false, shownAs: 'name' });
  });
});
