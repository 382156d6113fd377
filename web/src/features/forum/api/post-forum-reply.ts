import { ForumCommandResponse, type PostForumReplyRequest } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { threadPath } from './forum-keys';
import { useForumMutation } from './use-forum-mutation';

/** POST /api/courses/{courseId}/forum/threads/{threadId}/replies: the client picks postId, so a retry posts once. */
export function postForumReply(courseId: string, threadId: string, request: PostForumReplyRequest) {
  return apiFetch(`${threadPath(courseId, threadId)}/replies`, { method: 'POST', body: request, schema: ForumCommandResponse });
}

export const usePostForumReply = (courseId: string, threadId: string) =>
  useForumMutation(courseId, (request: PostForumReplyRequest) => postForumReply(courseId, threadId, request));
