import { ForumCommandResponse } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { threadPath } from './forum-keys';
import { useForumMutation } from './use-forum-mutation';

/** PUT /api/courses/{courseId}/forum/threads/{threadId}/answer: the thread's author or staff mark the answering reply. */
export function markForumAnswer(courseId: string, threadId: string, postId: string) {
  return apiFetch(`${threadPath(courseId, threadId)}/answer`, { method: 'PUT', body: { postId }, schema: ForumCommandResponse });
}

export const useMarkForumAnswer = (courseId: string, threadId: string) =>
  useForumMutation(courseId, (postId: string) => markForumAnswer(courseId, threadId, postId));
