import { describe, expect, it } from 'vitest';
import { renewalFailedMail, subscriptionEndedUnpaidMail } from './renewal-mails.js';

const facts = { to: 'ada@example.com', tier: 'pro' as const, amount: 3_480, currency: 'EUR', last4: '0341', billingUrl: 'https://learn.example.com/billing' };

describe('renewal mails', () => {
  it('say in the account’s language what failed, what it cost and when the next try is, amounts and dates written its way', () => {
    const retryAt = new Date('2026-05-04T00:00:00Z');
    const en = renewalFailedMail({ ...facts, language: 'en', retryAt });
    expect(en.subject).toBe('We could not renew your Pathwise Pro plan');
    expect(en.text).toContain('€34.80');
    expect(en.text).toContain('May 4, 2026');
    const es = renewalFailedMail({ ...facts, language: 'es', retryAt });
    expect(es.subject).toBe('No pudimos renovar tu plan Pro de Pathwise');
    expect(es.text).toMatch(/34,80\s€/);
    expect(es.text).toContain('4 de mayo de 2026');
    const fr = renewalFailedMail({ ...facts, language: 'fr', retryAt });
    expect(fr.subject).toBe('Nous n’avons pas pu renouveler votre offre Pro sur Pathwise');
    expect(fr.text).toMatch(/34,80\s€/);
    expect(fr.text).toContain('4 mai 2026');
  });

  it('tell the account it is on the Free plan after the last try failed', () => {
    expect(subscriptionEndedUnpaidMail({ ...facts, language: 'en' }).text).toContain('your account is on the Free plan');
    expect(subscriptionEndedUnpaidMail({ ...facts, language: 'es' }).subject).toBe('Tu plan Pro de Pathwise ha terminado');
    expect(subscriptionEndedUnpaidMail({ ...facts, language: 'fr' }).text).toContain('l’offre Gratuite');
  });
});
