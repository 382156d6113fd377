import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../../testing/decider-specification.js';
import { SIGN_UP_AI_CREDITS, accountDecider, type AccountEvent } from './account.decider.js';

const userId = 'u-1';
const given = deciderSpecification(accountDecider, {
  id: userId,
  recorded: (event) => ({ ...event, recordedAt: new Date('2026-01-31T09:00:00.000Z') }) as StoredEvent<PathwiseEvent>,
});
const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: {
    userId,
    email: 'ada@example.com',
    displayName: 'Ada',
    role: 'creator',
    subscriptionTier: 'free',
    aiCreditBalance: SIGN_UP_AI_CREDITS,
    preferredLanguage: 'en',
    receiveEmailNotifications: true,
  },
};
const spend = (generationId: string, credits: number) => ({ type: 'SpendAiCredits', generationId, task: 'quiz_generation', credits }) as const;
const spent = (generationId: string, credits: number, balance: number): AccountEvent => ({
  type: 'AiCreditsSpent',
  data: { userId, generationId, task: 'quiz_generation', credits, balance },
});

describe('spending AI credits', () => {
  it('takes a generation’s credits from the balance before its work, once however often it is asked', () => {
    given(registered).when(spend('g-1', 12)).then([spent('g-1', 12, 88)]);
    given(registered, spent('g-1', 12, 88)).when(spend('g-1', 12)).then([]);
    expect(given(registered, spent('g-1', 12, 88)).state.aiCreditBalance).toBe(88);
  });

  it('refuses work the balance cannot pay for with 402’s reason and the way to more credits, taking nothing', () => {
    const error = given(registered, spent('g-1', 95, 5)).when(spend('g-2', 6)).rejects('credits-exhausted');
    expect(error.message).toBe('This needs 6 AI credits and 5 are left. A higher plan grants more each month: see /pricing.');
    given(registered, spent('g-1', 95, 5)).when(spend('g-2', 5)).then([spent('g-2', 5, 0)]);
  });

  it('gives a failed generation’s credits back once, and nothing for a generation it never charged', () => {
    const refunded: AccountEvent = { type: 'AiCreditsRefunded', data: { userId, generationId: 'g-1', credits: 12, balance: 100 } };
    given(registered, spent('g-1', 12, 88)).when({ type: 'RefundAiCredits', generationId: 'g-1' }).then([refunded]);
    given(registered, spent('g-1', 12, 88), refunded).when({ type: 'RefundAiCredits', generationId: 'g-1' }).then([]);
    given(registered).when({ type: 'RefundAiCredits', generationId: 'g-unknown' }).then([]);
    // A refunded generation asked again is not charged again: its id is spent.
    given(registered, spent('g-1', 12, 88), refunded).when(spend('g-1', 12)).then([]);
  });

  it('adds an admin’s grant to the balance with who and why, once per grant id, and refuses less than one credit', () => {
    const grant = { type: 'GrantAiCredits', grantId: 'grant-1', credits: 50, grantedBy: 'admin-1', reason: 'Workshop allowance' } as const;
    const granted: AccountEvent = {
      type: 'AiCreditsGrantedByAdmin',
      data: { userId, grantId: 'grant-1', credits: 50, balance: 138, grantedBy: 'admin-1', reason: 'Workshop allowance' },
    };
    given(registered, spent('g-1', 12, 88)).when(grant).then([granted]);
    given(registered, spent('g-1', 12, 88), granted).when(grant).then([]);
    expect(given(registered, spent('g-1', 12, 88), granted).state.aiCreditBalance).toBe(138);
    given(registered).when({ ...grant, grantId: 'grant-2', credits: 0 }).rejects('invalid');
  });
});
