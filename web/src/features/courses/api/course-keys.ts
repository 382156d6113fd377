/** Query keys of the course reads; every one starts with 'courses', so a course write can refresh them all at once. */
export const courseKeys = {
  all: ['courses'] as const,
  catalogue: (query: object) => ['courses', 'catalogue', query] as const,
  detail: (courseId: string) => ['courses', 'detail', courseId] as const,
  mine: ['courses', 'mine'] as const,
  dashboard: ['courses', 'dashboard'] as const,
};
