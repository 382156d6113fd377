import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { courseKeys } from '../../courses';

/** The field a write names its version in: the server points at it when the course moved on since then. */
const VERSION_POINTER = '#/body/expectedVersion';
/** The event store's refusal when another write to the course landed first, between the server's check and its own. */
const CONFLICTING_CHANGE = 'urn:pathwise:problem:conflicting-change';

/**
 * A write refused because the course moved on since the author loaded it. Other refusals answer 409 as well (a
 * course without lessons cannot be published, an id is taken): those say why in their own words, and reloading
 * would not help.
 */
export const isStaleVersion = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.problem?.type === CONFLICTING_CHANGE || (error.problem?.errors ?? []).some((entry) => entry.pointer === VERSION_POINTER));

/**
 * A mutation of one course: on success, and when the course moved on, every course read is refetched, so the editor
 * shows the latest version and the next save states it. The form that wrote keeps its own draft either way.
 */
export function useCourseWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: courseKeys.all });
  return useMutation({
    mutationFn: write,
    onSuccess: refresh,
    onError: (error) => (isStaleVersion(error) ? refresh() : undefined),
  });
}
