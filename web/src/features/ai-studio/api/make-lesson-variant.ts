import { LessonVariantResponse, type LessonVariantRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api/ai/lesson-variants: an easier or harder variant of a lesson, or its translation, for AI credits. */
export const makeLessonVariant = (request: LessonVariantRequest) =>
  apiFetch('/ai/lesson-variants', { method: 'POST', body: request, schema: LessonVariantResponse });

export const useMakeLessonVariant = () => useMutation({ mutationFn: makeLessonVariant });
