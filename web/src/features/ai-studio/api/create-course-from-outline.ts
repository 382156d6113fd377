import { CreateCourseFromOutlineResponse, type CreateCourseFromOutlineRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api/ai/outlines/courses: the draft course made from the edited outline; the client picks its id. */
export function createCourseFromOutline(request: CreateCourseFromOutlineRequest) {
  return apiFetch('/ai/outlines/courses', { method: 'POST', body: request, schema: CreateCourseFromOutlineResponse });
}

export const useCreateCourseFromOutline = () => useMutation({ mutationFn: createCourseFromOutline });
