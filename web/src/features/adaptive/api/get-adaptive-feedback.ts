import type { AdaptiveFeedbackRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { adaptiveFetch } from './adaptive-request-error';

/** POST /api/ai/adaptive/feedback/{userId}: what went wrong in one graded attempt (the latest by default) and what next. */
export function getAdaptiveFeedback(userId: string, request: AdaptiveFeedbackRequest) {
  return adaptiveFetch('feedback', `/ai/adaptive/feedback/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body: request,
    schema: () => import('./adaptive-responses.schemas').then((schemas) => schemas.AdaptiveFeedback),
  });
}

/** Asked for on demand (a button), hence a mutation: each ask reads the latest attempt afresh. */
export const useAdaptiveFeedback = (userId: string) =>
  useMutation({ mutationFn: (request: AdaptiveFeedbackRequest) => getAdaptiveFeedback(userId, request) });
