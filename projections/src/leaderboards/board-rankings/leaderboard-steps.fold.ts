import type { LeaderboardAppearance, PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { boardsOf, type BoardKey } from './board.keys.js';

/** XP a learner gained on one board within a page, and the log position of the last award: who got there first. */
export interface BoardGain {
  readonly board: BoardKey;
  readonly learnerId: string;
  readonly xp: number;
  readonly reachedPosition: bigint;
}

/**
 * One page of the log as the boards take it, in order: runs of XP folded to one gain per (board, learner), with the
 * choices (opting out or back in, showing the alias or the name, a course's board on or off) between them where the log has them.
 */
export type LeaderboardStep =
  | { readonly kind: 'gains'; readonly gains: readonly BoardGain[] }
  | { readonly kind: 'participation'; readonly learnerId: string; readonly participating: boolean; readonly shownAs: LeaderboardAppearance }
  | { readonly kind: 'course-switch'; readonly courseId: string; readonly enabled: boolean };

export const leaderboardEventTypes = ['XpAwarded', 'LeaderboardParticipationChanged', 'CourseLeaderboardSwitched'] as const;

export function leaderboardSteps(events: readonly StoredEvent<PathwiseEvent>[]): LeaderboardStep[] {
  const steps: LeaderboardStep[] = [];
  let gains = new Map<string, { board: BoardKey; learnerId: string; xp: number; reachedPosition: bigint }>();
  const flush = () => {
    if (gains.size > 0) steps.push({ kind: 'gains', gains: [...gains.values()] });
    gains = new Map();
  };
  for (const event of events) {
    switch (event.type) {
      case 'XpAwarded': {
        // Zero XP changes no score, and must not make its learner look as if they reached it later.
        if (event.data.xp === 0) break;
        for (const board of boardsOf(event.data)) {
          const key = `${board}\u0000${event.data.learnerId}`;
          const gain = gains.get(key) ?? { board, learnerId: event.data.learnerId, xp: 0, reachedPosition: event.position };
          gain.xp += event.data.xp;
          if (event.position > gain.reachedPosition) gain.reachedPosition = event.position;
          gains.set(key, gain);
        }
        break;
      }
      case 'LeaderboardParticipationChanged':
        flush();
        steps.push({ kind: 'participation', learnerId: event.data.learnerId, participating: event.data.participating, shownAs: event.data.shownAs });
        break;
      case 'CourseLeaderboardSwitched':
        flush();
        steps.push({ kind: 'course-switch', courseId: event.data.courseId, enabled: event.data.enabled });
        break;
      default:
        break;
    }
  }
  flush();
  return steps;
}
