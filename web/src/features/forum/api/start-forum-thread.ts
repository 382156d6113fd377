import { ForumCommandResponse, type StartForumThreadRequest } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { threadsPath } from './forum-keys';
import { useForumMutation } from './use-forum-mutation';

/** POST /api/courses/{courseId}/forum/threads: the client picks threadId, so a retried submit starts one thread. */
export function startForumThread(courseId: string, request: StartForumThreadRequest) {
  return apiFetch(threadsPath(courseId), { method: 'POST', body: request, schema: ForumCommandResponse });
}

export const useStartForumThread = (courseId: string) =>
  useForumMutation(courseId, (request: StartForumThreadRequest) => startForumThread(courseId, request));
