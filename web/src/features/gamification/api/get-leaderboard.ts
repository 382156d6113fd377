import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { logger } from '../../../shared/lib/logger';
import { gamificationKeys } from './gamification-keys';

export const leaderboardBoards = ['global', 'course', 'weekly'] as const;
export type LeaderboardBoard = (typeof leaderboardBoards)[number];

const Entry = z.object({ rank: z.number().int(), userId: z.string(), displayName: z.string().nullable(), xp: z.number().int() });
export type LeaderboardRow = z.infer<typeof Entry>;

/**
 * Read leniently, as spec section 7 allows (`leaderboard` or `data`): the rows, and the extras the server adds (my
 * rank, the total, opted in, the course's switch) when present.
 */
const LeaderboardReply = z.union([
  z.object({
    leaderboard: z.array(Entry),
    total: z.number().int().optional(),
    me: Entry.nullable().optional(),
    participating: z.boolean().optional(),
    enabled: z.boolean().optional(),
  }),
  z.object({ data: z.array(Entry) }).transform((reply) => ({ leaderboard: reply.data })),
]);

export interface Leaderboard {
  readonly rows: readonly LeaderboardRow[];
  readonly total: number;
  readonly me: LeaderboardRow | null;
  readonly participating: boolean;
  readonly enabled: boolean;
}

export const emptyLeaderboard: Leaderboard = { rows: [], total: 0, me: null, participating: false, enabled: true };

/** GET /api/gamification/leaderboard; empty on failure (spec section 7). */
export async function getLeaderboard(board: LeaderboardBoard, courseId: string | undefined, signal?: AbortSignal): Promise<Leaderboard> {
  const query = new URLSearchParams({ board });
  if (board === 'course' && courseId) query.set('courseId', courseId);
  try {
    const reply = await apiFetch(`/gamification/leaderboard?${query}`, { schema: LeaderboardReply, signal });
    const rows = reply.leaderboard;
    return {
      rows,
      total: ('total' in reply ? reply.total : undefined) ?? rows.length,
      me: ('me' in reply ? reply.me : undefined) ?? null,
      participating: ('participating' in reply ? reply.participating : undefined) ?? false,
      enabled: ('enabled' in reply ? reply.enabled : undefined) ?? true,
    };
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
