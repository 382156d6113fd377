import { plans } from '@pathwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../testing/identity-fixtures';
import PricingPage from '../pages/pricing-page';
import { renderPage } from '../testing/render-page';

const plan = (name: string) => screen.getByRole('article', { name });
const title = () => screen.findByRole('heading', { level: 1 });

describe('Pricing page', () => {
  it('shows the three plans of contracts with their monthly prices and the 14-day Pro trial', async () => {
    renderPage(PricingPage);

    expect((await title()).textContent).toBe('Simple plans that grow with your courses');
    expect(plans.map((entry) => entry.tier)).toEqual(['free', 'pro', 'pro_plus']);
    expect(within(plan('Free')).getByText('$0')).toBeTruthy();
    expect(within(plan('Pro')).getByText('$29')).toBeTruthy();
    expect(within(plan('Pro Plus')).getByText('$79')).toBeTruthy();
    expect(within(plan('Pro')).getAllByText('14-day free trial').length).toBeGreaterThan(0);
    expect(within(plan('Pro')).getByText('2,000 AI credits a month')).toBeTruthy();
    expect(within(plan('Pro Plus')).getByText('Publish unlimited courses')).toBeTruthy();
    expect(screen.getByText(/paid plans start with a 14-day free trial/)).toBeTruthy();
  });

  it('shows yearly prices, and the monthly equivalent, once Yearly is chosen', async () => {
    renderPage(PricingPage);
    await title();

    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));

    expect(within(plan('Pro')).getByText('$290')).toBeTruthy();
    expect(within(plan('Pro Plus')).getByText('$790')).toBeTruthy();
    expect(within(plan('Pro')).queryByText('$29')).toBeNull();
    expect(within(plan('Pro')).getByText(/\$24\.17 a month, billed yearly. You save 17%/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Yearly/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('sends visitors to /signup', async () => {
    renderPage(PricingPage);
    await title();

    const trial = within(plan('Pro')).getByRole('link', { name: 'Start your 14-day free trial' });
    expect(trial.getAttribute('href')).toBe('/signup');
    expect(within(plan('Free')).getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe('/signup');
  });

  it('sends a signed-in user to /billing with the plan and period chosen, and marks their current plan', async () => {
    renderPage(PricingPage, { session: aSession(aUser({ subscription_tier: 'pro' })) });
    await title();

    expect(within(plan('Pro')).getByText('Your current plan')).toBeTruthy();
    expect(within(plan('Pro')).getByRole('link', { name: 'Manage your plan' }).getAttribute('href')).toBe('/billing');
    expect(within(plan('Pro Plus')).getByRole('link', { name: 'Choose Pro Plus' }).getAttribute('href')).toBe('/billing?plan=pro_plus&period=monthly');
    expect(screen.queryByRole('link', { name: /free trial/ })).toBeNull();
  });

  it('speaks Spanish, with prices written the Spanish way', async () => {
    renderPage(PricingPage, { language: 'es' });

    expect((await title()).textContent).toBe('Planes sencillos que crecen con tus cursos');
    expect(plan('Gratuito')).toBeTruthy();
    expect(within(plan('Pro')).getByText(/^29\sUS\$$/)).toBeTruthy();
    expect(within(plan('Pro')).getAllByText('Prueba gratuita de 14 días').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('radio', { name: /Anual/ }));
    expect(within(plan('Pro')).getByText(/^290\sUS\$$/)).toBeTruthy();
  });

  it('speaks French', async () => {
    renderPage(PricingPage, { language: 'fr' });

    expect((await title()).textContent).toBe('Des offres simples qui évoluent avec vos cours');
    expect(within(plan('Pro Plus')).getByText(/^79\s\$US$/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Questions sur les offres' })).toBeTruthy();
    expect(screen.getByText('Que se passe-t-il à la fin de l’essai gratuit ?')).toBeTruthy();
  });
});
