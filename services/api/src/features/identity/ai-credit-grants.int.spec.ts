import { randomUUID } from 'node:crypto';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/test-server.js';
import { useTestServer } from '../../testing/use-test-server.js';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds)('monthly AI credits on %s', (kind) => {
  const clock = new TestClock();
  const used = useTestServer(kind, {}, { clock });
  const accounts = () => used.server.platform.identity.accounts;

  it("grants a plan's credits a month after the last grant, and an upgrade's at once, each once", async () => {
    const userId = randomUUID();
    await used.server.tokenFor({ userId, role: 'creator', tier: 'free' });
    const signedUp = (await accounts().load(userId)).state;
    expect(signedUp).toMatchObject({ aiCreditBalance: 100, tier: 'free' });

    expect(await used.server.platform.grantDueAiCredits()).not.toContain(userId);

    clock.advance(31 * DAY_MS);
    // The read model that finds whom to ask has the account once it has applied the registration.
    await eventually(async () => expect(await used.server.platform.grantDueAiCredits()).toContain(userId));
    const aMonthOn = (await accounts().load(userId)).state;
    expect(aMonthOn.aiCreditBalance).toBe(100);
    expect(aMonthOn.aiCreditsGrantedAt!.getTime()).toBeGreaterThanOrEqual(signedUp.aiCreditsGrantedAt!.getTime() + 31 * DAY_MS);
    expect(await used.server.platform.grantDueAiCredits()).not.toContain(userId);

    await accounts().execute(userId, { type: 'ChangeTier', to: 'pro', changedBy: randomUUID(), source: 'admin', reason: 'Support case 12' });
    await eventually(async () => expect(await used.server.platform.grantDueAiCredits()).toContain(userId));
    expect((await accounts().load(userId)).state).toMatchObject({ aiCreditBalance: 2_000, aiCreditsGrantedTier: 'pro' });
    expect(await used.server.platform.grantDueAiCredits()).not.toContain(userId);

    const { events } = await accounts().load(userId);
    expect(events.filter((event) => event.type === 'AiCreditsGranted').map((event) => event.data)).toEqual([
      { userId, tier: 'free', credits: 0, balance: 100, grantedAt: expect.any(String) },
      { userId, tier: 'pro', credits: 1_900, balance: 2_000, grantedAt: expect.any(String) },
    ]);
  });
});
