import { ForumCommandResponse } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { threadPath } from './forum-keys';
import { useForumMutation } from './use-forum-mutation';

/** PUT (on) or DELETE (off) /api/courses/{courseId}/forum/threads/{threadId}/follow: Follow or unfollow the thread (notified of replies). */
export function setThreadFollowing(courseId: string, threadId: string, following: boolean) {
  return apiFetch(`${threadPath(courseId, threadId)}/follow`, { method: following ? 'PUT' : 'DELETE', schema: ForumCommandResponse });
}

export const useSetThreadFollowing = (courseId: string, threadId: string) =>
  useForumMutation(courseId, (following: boolean) => setThreadFollowing(courseId, threadId, following));
