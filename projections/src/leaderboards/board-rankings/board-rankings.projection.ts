import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import type { Projection } from '../../runner/projection.js';
import type { LeaderboardWriter } from './leaderboard.store.js';
import { leaderboardEventTypes, leaderboardSteps } from './leaderboard-steps.fold.js';
import { createLeaderboardTables, leaderboardTables, postgresLeaderboardWriter } from './postgres-leaderboard.store.js';

/** Writes one page of the log, step by step in log order, to whatever store holds the boards. */
export async function applyLeaderboardSteps(writer: LeaderboardWriter, events: readonly StoredEvent<PathwiseEvent>[]): Promise<void> {
  for (const step of leaderboardSteps(events)) {
    switch (step.kind) {
      case 'gains':
        await writer.addGains(step.gains);
        break;
      case 'participation':
        await writer.setChoice(step.learnerId, { participating: step.participating, shownAs: step.shownAs });
        break;
      case 'course-switch':
        await writer.switchCourseBoard(step.courseId, step.enabled);
        break;
      default: {
        const unknown: never = step;
        throw new Error(`leaderboards projection: unexpected step ${(unknown as { kind: string }).kind}`);
      }
    }
  }
}

/**
 * Leaderboards: every learner's XP per board (global, per course, per ISO week of their local day), who opted out
 * and who shows their name, and which courses' boards are switched off. Folded page by page: a run of awards is one
 * statement. Version 2 lists learners by default (ADR 35), so it builds from the start of the log beside version 1.
 */
export const leaderboardsProjection: Projection<PathwiseEvent> = {
  name: 'leaderboards',
  version: 2,
  eventTypes: [...leaderboardEventTypes],
  tables: leaderboardTables,
  createTables: createLeaderboardTables,
  apply: (events, { transaction, schema }) => applyLeaderboardSteps(postgresLeaderboardWriter(transaction, schema), events),
};
