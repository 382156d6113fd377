/** Query keys of a course's forum: every write invalidates the course's whole forum, which is small. */
export const forumKeys = {
  all: (courseId: string) => ['forum', courseId] as const,
  threads: (courseId: string, page: number) => ['forum', courseId, 'threads', page] as const,
  thread: (courseId: string, threadId: string) => ['forum', courseId, 'thread', threadId] as const,
};

export const threadsPath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/forum/threads`;
export const threadPath = (courseId: string, threadId: string) => `${threadsPath(courseId)}/${encodeURIComponent(threadId)}`;
