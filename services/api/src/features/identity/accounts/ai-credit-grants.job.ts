import { planOf, plans } from '@pathwise/contracts';
import type { Executor } from '@pathwise/event-store';
import { accountsDueAiCredits, type CreditUpgrade } from '@pathwise/projections';
import type { Accounts } from './accounts.commands.js';

/** How often the grant looks for accounts whose month has come round. */
export const AI_CREDIT_GRANT_INTERVAL_MS = 60 * 60 * 1000;
const PAGE = 500;
const METADATA = { actor: { kind: 'system' as const, id: 'ai-credit-grants' } };

/** Every pair of plans where the plan now grants more credits a month than the plan last granted for. */
const creditUpgrades: readonly CreditUpgrade[] = plans.flatMap((now) =>
  plans.filter((before) => planOf(now.tier).monthlyAiCredits > before.monthlyAiCredits).map((before) => ({ tier: now.tier, grantedTier: before.tier })),
);

/**
 * Grants each account that is due its plan's monthly AI credits. The read model only finds whom to ask; each
 * account's stream decides, with its version, so two nodes running this at once grant once.
 */
export async function grantDueAiCredits(deps: { readonly accounts: Accounts; readonly db: Executor; readonly clock: () => Date }): Promise<string[]> {
  const granted: string[] = [];
  for (;;) {
    const asOf = deps.clock();
    const due = await accountsDueAiCredits(deps.db, asOf, creditUpgrades, PAGE);
    let grantedNow = 0;
    for (const userId of due) {
      const before = await deps.accounts.load(userId);
      const after = await deps.accounts.execute(userId, { type: 'GrantMonthlyAiCredits', asOf }, METADATA);
      if (after.aiCreditsGrantedAt?.getTime() !== before.state.aiCreditsGrantedAt?.getTime()) {
        granted.push(userId);
        grantedNow += 1;
      }
    }
    // A short page is the last; a page whose grants the read model has not yet applied would come back the same.
    if (due.length < PAGE || grantedNow === 0) return granted;
  }
}
