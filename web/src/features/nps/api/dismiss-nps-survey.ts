import type { MyNpsSurveyResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { npsKeys } from './nps-keys';

/** POST /api/me/nps/dismissal: "Not now", which keeps the survey away for 30 days. */
export const dismissNpsSurvey = () =>
  apiFetch('/me/nps/dismissal', { method: 'POST', schema: () => import('./nps-responses.schemas').then((schemas) => schemas.NpsCommandResponse) });

/** The card goes at once; the server's answer is read again later to learn when it may come back. */
export function useDismissNpsSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNpsSurvey,
    onSuccess: () => {
      queryClient.setQueryData<MyNpsSurveyResponse>(npsKeys.mine, (survey) => survey && { ...survey, ask: false, reason: 'dismissed_recently' });
    },
  });
}
