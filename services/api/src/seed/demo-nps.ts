import { npsSurveyStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import { demoId, demoNpsResponses, demoPeople } from './demo-world.js';

const DAY_MS = 86_400_000;

/**
 * The demo's answers to the recommendation survey, each with the role and plan its person has, as the survey's
 * command records them. Deterministic ids make a second run append nothing.
 */
export async function seedDemoNps(store: EventStore<PathwiseEvent>, now: Date): Promise<void> {
  for (const response of demoNpsResponses) {
    const person = demoPeople.find((each) => each.handle === response.person)!;
    const userId = demoId('user', person.handle);
    await store.append(
      npsSurveyStreamId(userId),
      [
        {
          id: demoId('event', `nps-${person.handle}`),
          type: 'NpsResponseGiven',
          data: {
            userId,
            score: response.score,
            comment: response.comment,
            role: person.role,
            plan: person.tier,
            answeredAt: new Date(now.getTime() - response.daysAgo * DAY_MS).toISOString(),
          },
        },
      ],
      { expectedVersion: 'any', metadata: { actor: { kind: 'system', id: 'demo-seed' }, correlationId: 'demo-world' } },
    );
  }
}
