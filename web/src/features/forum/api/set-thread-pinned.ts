import { ForumCommandResponse } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { threadPath } from './forum-keys';
import { useForumMutation } from './use-forum-mutation';

/** PUT (on) or DELETE (off) /api/courses/{courseId}/forum/threads/{threadId}/pin: Pin or unpin the thread (course staff). */
export function setThreadPinned(courseId: string, threadId: string, pinned: boolean) {
  return apiFetch(`${threadPath(courseId, threadId)}/pin`, { method: pinned ? 'PUT' : 'DELETE', schema: ForumCommandResponse });
}

export const useSetThreadPinned = (courseId: string, threadId: string) =>
  useForumMutation(courseId, (pinned: boolean) => setThreadPinned(courseId, threadId, pinned));
