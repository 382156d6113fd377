import { AiGenerateResponse, type AiGenerateRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api/ai/generate: a lesson or quiz items drafted from the material, each with its sources; costs AI credits. */
export function draftWithAi(request: AiGenerateRequest) {
  return apiFetch('/ai/generate', { method: 'POST', body: request, schema: AiGenerateResponse });
}

export const useDraftWithAi = () => useMutation({ mutationFn: draftWithAi });
