import { LearnerProfile, type RecordProfileEventsRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n';
import { notify } from '../../../shared/toasts/notify';
import { useDescribeAdaptiveError } from '../lib/use-describe-adaptive-error';
import { adaptiveMessages } from '../messages/adaptive.messages';
import { adaptiveKeys } from './adaptive-keys';
import { adaptiveFetch } from './adaptive-request-error';

export type ProfileEvents = RecordProfileEventsRequest['events'];

/** POST /api/ai/adaptive/profile/{userId}: records learning events, answering with the profile after them. */
export function updateLearnerProfile(userId: string, events: ProfileEvents) {
  return adaptiveFetch('profileUpdate', `/ai/adaptive/profile/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body: { events },
    schema: LearnerProfile,
  });
}

/**
 * The answer is the profile as it now stands: it replaces the cached one, and the learner's other reads refetch. A
 * failure is the spec's state error, 'Failed to update learning profile', with the request's own words under it.
 */
export function useUpdateLearnerProfile(userId: string) {
  const queryClient = useQueryClient();
  const t = useT(adaptiveMessages);
  const describe = useDescribeAdaptiveError();
  return useMutation({
    mutationFn: (events: ProfileEvents) => updateLearnerProfile(userId, events),
    onSuccess: (profile) => {
      queryClient.setQueryData(adaptiveKeys.profile(userId), profile);
      return queryClient.invalidateQueries({
        queryKey: adaptiveKeys.live(userId),
        predicate: (query) => query.queryKey.at(-1) !== 'profile',
      });
    },
    onError: (error) => void notify.error(t('failedUpdateProfile'), { description: describe(error) }),
  });
}
