/** The query keys of the recommendation survey. */
export const npsKeys = {
  mine: ['nps', 'me'] as const,
};
