import { ForumCommandResponse, type EditForumPostRequest } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { threadPath } from './forum-keys';
import { useForumMutation } from './use-forum-mutation';

export interface EditForumPost {
  readonly postId: string;
  readonly request: EditForumPostRequest;
}

/** PATCH /api/courses/{courseId}/forum/threads/{threadId}/posts/{postId}: one's own post (the opening one with its title). */
export function editForumPost(courseId: string, threadId: string, { postId, request }: EditForumPost) {
  return apiFetch(`${threadPath(courseId, threadId)}/posts/${encodeURIComponent(postId)}`, {
    method: 'PATCH',
    body: request,
    schema: ForumCommandResponse,
  });
}

export const useEditForumPost = (courseId: string, threadId: string) =>
  useForumMutation(courseId, (edit: EditForumPost) => editForumPost(courseId, threadId, edit));
