import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { DEMO_LEARNER_EMAIL } from '../seed/demo-world.js';
import { getJson } from '../testing/learning-requests.js';
import { useTestServer } from '../testing/use-test-server.js';

// The composition root, not the adaptive feature, knows which account the demo seed makes the demo learner.
describe.each(testDatabaseKinds)('the demo learner profile page, wired by the composition root, on %s', (kind) => {
  const used = useTestServer(kind);
  const url = (path: string) => `${used.server.url}/api${path}`;

  it('serves the demo learner publicly once the demo world has one, and a problem before', async () => {
    const missing = await getJson(url('/demo/learner-profile'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const demoId = randomUUID();
    await used.server.tokenFor({ userId: demoId, role: 'student', tier: 'free', email: DEMO_LEARNER_EMAIL });
    const found = await getJson(url('/demo/learner-profile'));
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ userId: demoId, stateOfMind: { state: expect.any(String) } });
  });
});
