import { describe, expect, it } from 'vitest';
import { connectedAccountStatus } from './connected-account-status.rules.js';

const flags = { chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false, requirementsDue: true };

describe('connected account status', () => {
  it('needs information while onboarding is unfinished', () => {
    expect(connectedAccountStatus(flags)).toBe('needs_information');
    expect(connectedAccountStatus({ ...flags, requirementsDue: false })).toBe('needs_information');
  });

  it('needs information when Stripe asks for more after onboarding', () => {
    expect(connectedAccountStatus({ ...flags, detailsSubmitted: true })).toBe('needs_information');
  });

  it('is pending while Stripe checks what was submitted', () => {
    expect(connectedAccountStatus({ ...flags, detailsSubmitted: true, requirementsDue: false })).toBe('pending');
    expect(connectedAccountStatus({ ...flags, detailsSubmitted: true, requirementsDue: false, chargesEnabled: true })).toBe('pending');
  });

  it('is active once charges and payouts are both enabled, even with requirements coming due', () => {
    expect(connectedAccountStatus({ chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: false })).toBe('active');
    expect(connectedAccountStatus({ chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: true })).toBe('active');
  });
});
