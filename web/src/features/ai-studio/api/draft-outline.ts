import { DraftOutlineResponse, type DraftOutlineRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api/ai/outlines: an outline drafted from the creator's uploaded materials and pasted texts; costs AI credits. */
export function draftOutline(request: DraftOutlineRequest) {
  return apiFetch('/ai/outlines', { method: 'POST', body: request, schema: DraftOutlineResponse });
}

export const useDraftOutline = () => useMutation({ mutationFn: draftOutline });
