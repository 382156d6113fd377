import { ForumCommandResponse } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { threadPath } from './forum-keys';
import { useForumMutation } from './use-forum-mutation';

/** DELETE /api/courses/{courseId}/forum/threads/{threadId}/posts/{postId}: the opening post's id deletes the thread. */
export function deleteForumPost(courseId: string, threadId: string, postId: string) {
  return apiFetch(`${threadPath(courseId, threadId)}/posts/${encodeURIComponent(postId)}`, { method: 'DELETE', schema: ForumCommandResponse });
}

export const useDeleteForumPost = (courseId: string, threadId: string) =>
  useForumMutation(courseId, (postId: string) => deleteForumPost(courseId, threadId, postId));
