import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from './course-keys';

/**
 * A rating or reply: on success every course read refetches (the reviews, and the average on the course page and
 * the cards), since the server answers once its read model has the change.
 */
export function useReviewMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
