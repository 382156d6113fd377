import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumKeys } from './forum-keys';

/** A forum write: on success the course's forum queries refetch, since the server waits for its read model. */
export function useForumMutation<V, R>(courseId: string, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all(courseId) }),
  });
}
