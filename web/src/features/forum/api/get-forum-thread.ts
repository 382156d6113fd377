import { ForumThreadResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { forumKeys, threadPath } from './forum-keys';

/** GET /api/courses/{courseId}/forum/threads/{threadId}: a thread with its replies, oldest first. */
export function getForumThread(courseId: string, threadId: string, signal?: AbortSignal) {
  return apiFetch(threadPath(courseId, threadId), { schema: ForumThreadResponse, signal });
}

export const getForumThreadQueryOptions = (courseId: string, threadId: string) =>
  queryOptions({
    queryKey: forumKeys.thread(courseId, threadId),
    queryFn: ({ signal }) => getForumThread(courseId, threadId, signal),
  });

export const useForumThread = (courseId: string, threadId: string) => useQuery(getForumThreadQueryOptions(courseId, threadId));
