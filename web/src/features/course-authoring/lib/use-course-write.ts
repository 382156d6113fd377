import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { courseKeys } from '../../courses';

/** A write refused because the course moved on since the author loaded it (problem type conflict). */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 409;

/**
 * A mutation of one course: on success, and on a 409 conflict, every course read is refetched, so the editor shows
 * the latest version and the next save states it. The form that wrote keeps its own draft either way.
 */
export function useCourseWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: courseKeys.all });
  return useMutation({
    mutationFn: write,
    onSuccess: refresh,
    onError: (error) => (isConflict(error) ? refresh() : undefined),
  });
}
