/** One root, so a push can refresh every gamification read at once. */
export const gamificationKeys = {
  all: ['gamification'] as const,
  data: () => [...gamificationKeys.all, 'data'] as const,
  achievements: () => [...gamificationKeys.all, 'achievements'] as const,
  rewards: () => [...gamificationKeys.all, 'rewards'] as const,
  leaderboard: (board: string, courseId?: string) => [...gamificationKeys.all, 'leaderboard', board, courseId ?? null] as const,
};
