/** Query keys of the course reads; every one starts with 'courses', so a course write can refresh them all at once. */
export const courseKeys = {
  all: ['courses'] as const,
  catalogue: (query: object) => ['courses', 'catalogue', query] as const,
  detail: (courseId: string) => ['courses', 'detail', courseId] as const,
  /** Every page of a course's reviews; a rating or reply refreshes them with the course's average. */
  reviews: (courseId: string) => ['courses', 'reviews', courseId] as const,
  reviewsPage: (courseId: string, page: number) => ['courses', 'reviews', courseId, page] as const,
  mine: ['courses', 'mine'] as const,
  dashboard: ['courses', 'dashboard'] as const,
};
