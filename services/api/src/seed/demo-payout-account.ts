import type { Platform } from '../app/compose-platform.js';
import type { CommandOrigin } from '../kernel/command-origin.js';
import { demoId } from './demo-world.js';

/** The creator whose sale the demo makes names where her earnings go, so /connect shows an account on a fresh start. */
const demoPayee = { handle: 'maya', holderName: 'Maya Chen', iban: 'DE89370400440532013000' } as const;

/** Maya's payout account, through the same command the payouts page sends; the same account again changes nothing. */
export async function seedDemoPayoutAccount(platform: Pick<Platform, 'commerce'>): Promise<void> {
  const creatorId = demoId('user', demoPayee.handle);
  const origin: CommandOrigin = { actor: { userId: creatorId, role: 'instructor', tier: 'pro', sessionId: 'demo-world', via: 'bearer' }, requestId: 'demo-world' };
  await platform.commerce.payouts.connect(creatorId, { holderName: demoPayee.holderName, iban: demoPayee.iban }, origin);
}
