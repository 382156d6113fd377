import { LearnerProfile } from '@pathwise/contracts';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppHook } from '../../../testing/render-app';
import { emptyReply, jsonReply, problemReply, stubApi } from '../../../testing/stub-api';
import { aProfile } from '../testing/adaptive-fixtures';
import { adaptiveKeys } from './adaptive-keys';
import { AdaptiveRequestError } from './adaptive-request-error';
import { getAdaptiveAnalytics } from './get-adaptive-analytics';
import { getDemoLearnerProfile } from './get-demo-learner-profile';
import { usePersonalizedContent } from './get-personalized-content';
import { updateLearnerProfile, useUpdateLearnerProfile } from './update-learner-profile';

const event = {
  eventId: '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f',
  eventType: 'quiz_attempt',
  courseId: 'course-fractions',
  timeSpent: 30,
  score: 80,
  deviceType: 'desktop',
} as const;

describe('Adaptive API calls', () => {
  it('refuse personalised content without a signed-in user, saying “User not authenticated”, and send nothing', async () => {
    const api = stubApi({});
    const { result } = renderAppHook(() => usePersonalizedContent(null, 'course-fractions'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as Error).message).toBe('User not authenticated');
    expect(api.requests.filter((request) => request.url.startsWith('/api/ai/'))).toEqual([]);
  });

  it('name the failed call and its status text, as the spec’s error catalogue does', async () => {
    stubApi({
      'GET /api/ai/adaptive/analytics/learner-1': emptyReply(500, 'Internal Server Error'),
      'POST /api/ai/adaptive/profile/learner-1': emptyReply(503, 'Service Unavailable'),
    });
    await expect(getAdaptiveAnalytics('learner-1')).rejects.toThrow('Analytics request failed: 500 Internal Server Error');
    const failure = await updateLearnerProfile('learner-1', [event]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AdaptiveRequestError);
    expect((failure as AdaptiveRequestError).message).toBe('Profile update failed: 503 Service Unavailable');
    expect((failure as AdaptiveRequestError).apiError.status).toBe(503);
  });

  it('record events and keep the profile the server answers with as the learner’s current one', async () => {
    const profile = aProfile('learner-2');
    const api = stubApi({ 'POST /api/ai/adaptive/profile/learner-2': jsonReply(LearnerProfile, profile) });
    const { result, queryClient } = renderAppHook(() => useUpdateLearnerProfile('learner-2'));

    await act(() => result.current.mutateAsync([event]));

    expect(api.to('POST /api/ai/adaptive/profile/learner-2').map((request) => request.json)).toEqual([{ events: [event] }]);
    expect(queryClient.getQueryData(adaptiveKeys.profile('learner-2'))).toEqual(profile);
  });

  it('read the demo learner, and take a missing one as none rather than an error', async () => {
    const profile = aProfile('demo');
    stubApi({
      'GET /api/demo/learner-profile': [
        jsonReply(LearnerProfile, profile),
        problemReply({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No demo learner', traceId: 't' }, 'Not Found'),
      ],
    });
    expect(await getDemoLearnerProfile()).toEqual(profile);
    expect(await getDemoLearnerProfile()).toBeNull();
  });

  it('ask for a past moment with ?at= and for now without it', async () => {
    const api = stubApi({ 'GET /api/ai/adaptive/analytics/learner-3': emptyReply(404, 'Not Found') });
    await getAdaptiveAnalytics('learner-3', '2026-03-01T11:00:00.000Z').catch(() => undefined);
    await getAdaptiveAnalytics('learner-3').catch(() => undefined);
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/ai/adaptive/analytics/learner-3?at=2026-03-01T11%3A00%3A00.000Z',
      '/api/ai/adaptive/analytics/learner-3',
    ]);
  });
});
