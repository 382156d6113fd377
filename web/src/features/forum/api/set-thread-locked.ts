import { ForumCommandResponse } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { threadPath } from './forum-keys';
import { useForumMutation } from './use-forum-mutation';

/** PUT (on) or DELETE (off) /api/courses/{courseId}/forum/threads/{threadId}/lock: Lock or unlock the thread against replies (course staff). */
export function setThreadLocked(courseId: string, threadId: string, locked: boolean) {
  return apiFetch(`${threadPath(courseId, threadId)}/lock`, { method: locked ? 'PUT' : 'DELETE', schema: ForumCommandResponse });
}

export const useSetThreadLocked = (courseId: string, threadId: string) =>
  useForumMutation(courseId, (locked: boolean) => setThreadLocked(courseId, threadId, locked));
