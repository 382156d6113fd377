import { ForumThreadListResponse, forumLimits } from '@pathwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { forumKeys, threadsPath } from './forum-keys';

export const FORUM_PAGE_SIZE = forumLimits.pageSizeDefault;

/** GET /api/courses/{courseId}/forum/threads: a page of threads, pinned first, then by latest activity. */
export function getForumThreads(courseId: string, page: number, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(FORUM_PAGE_SIZE) });
  return apiFetch(`${threadsPath(courseId)}?${search.toString()}`, { schema: ForumThreadListResponse, signal });
}

export const getForumThreadsQueryOptions = (courseId: string, page: number) =>
  queryOptions({
    queryKey: forumKeys.threads(courseId, page),
    queryFn: ({ signal }) => getForumThreads(courseId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useForumThreads = (courseId: string, page: number) => useQuery(getForumThreadsQueryOptions(courseId, page));
