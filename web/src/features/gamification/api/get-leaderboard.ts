import { LeaderboardEntry, LeaderboardResponse } from '@pathwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { logger } from '../../../shared/lib/logger';
import { gamificationKeys } from './gamification-keys';

export const leaderboardBoards = ['global', 'course', 'weekly'] as const satisfies readonly LeaderboardResponse['board'][];
export type LeaderboardBoard = (typeof leaderboardBoards)[number];
export type LeaderboardRow = LeaderboardEntry;

/** How the caller appears on the boards; null when the reply did not say (the spec's variant, or a failed read). */
export type MyLeaderboardAppearance = Pick<LeaderboardResponse, 'participating' | 'shownAs' | 'alias'>;

/** The server's shape, or the spec's `data` variant (section 7: `leaderboard` or `data`) with the rows alone. */
const LeaderboardReply = z.union([
  LeaderboardResponse.transform((reply) => ({
    rows: reply.leaderboard,
    total: reply.total,
    me: reply.me,
    appearance: { participating: reply.participating, shownAs: reply.shownAs, alias: reply.alias },
    enabled: reply.enabled,
  })),
  z.object({ data: z.array(LeaderboardEntry) }).transform((reply) => ({ rows: reply.data, total: reply.data.length, me: null, appearance: null, enabled: true })),
]);

export interface Leaderboard {
  readonly rows: readonly LeaderboardRow[];
  readonly total: number;
  readonly me: LeaderboardRow | null;
  readonly appearance: MyLeaderboardAppearance | null;
  readonly enabled: boolean;
}

export const emptyLeaderboard: Leaderboard = { rows: [], total: 0, me: null, appearance: null, enabled: true };

/** GET /api/gamification/leaderboard; empty on failure (spec section 7). */
export async function getLeaderboard(board: LeaderboardBoard, courseId: string | undefined, signal?: AbortSignal): Promise<Leaderboard> {
  const query = new URLSearchParams({ board });
  if (board === 'course' && courseId) query.set('courseId', courseId);
  try {
    return await apiFetch(`/gamification/leaderboard?${query}`, { schema: LeaderboardReply, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    logger.warn('Could not load the leaderboard', error);
    return emptyLeaderboard;
  }
}

export const getLeaderboardQueryOptions = (board: LeaderboardBoard, courseId?: string) =>
  queryOptions({
    queryKey: gamificationKeys.leaderboard(board, courseId),
    queryFn: ({ signal }) => getLeaderboard(board, courseId, signal),
  });

export const useLeaderboard = (board: LeaderboardBoard, courseId?: string) =>
  useQuery({ ...getLeaderboardQueryOptions(board, courseId), enabled: board !== 'course' || Boolean(courseId), placeholderData: keepPreviousData });
