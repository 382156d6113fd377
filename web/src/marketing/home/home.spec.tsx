import { PlatformOverviewResponse } from '@pathwise/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../testing/identity-fixtures';
import { jsonReply, stubApi } from '../../testing/stub-api';
import HomePage from '../pages/home-page';
import { renderPage } from '../testing/render-page';

const overview: PlatformOverviewResponse = {
  learners: 1204,
  creators: 37,
  coursesPublished: 58,
  learningEvents: 98_765,
  lessonsCompleted: 4321,
  quizAttempts: 2468,
  daily: Array.from({ length: 14 }, (_, index) => ({
    day: `2025-03-${String(index + 1).padStart(2, '0')}`,
    learningEvents: (index + 1) * 10,
    lessonsCompleted: index + 1,
    quizAttempts: index,
  })),
  lastPosition: '42',
};

const link = (name: string) => screen.getAllByRole('link', { name }).map((element) => element.getAttribute('href'));

describe('Home page', () => {
  it('pitches learners and creators, explains adaptivity in three steps and leads to sign-up, the demo and pricing', async () => {
    stubApi({ 'GET /api/platform/overview': jsonReply(PlatformOverviewResponse, overview) });
    renderPage(HomePage);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Courses that adapt to every learner');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'For learners' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'For creators' })).toBeTruthy();
    const steps = screen.getByRole('heading', { name: 'How adaptivity works, in three steps' }).parentElement!;
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Every answer is evidence',
      'Mastery is estimated skill by skill',
      'The next step is chosen for you',
    ]);
    expect(link('Sign up free')).toContain('/signup');
    expect(link('Explore the demo')).toContain('/demo');
    expect(link('See pricing')).toContain('/pricing');
    expect(link('Adaptive builder')).toEqual(['/features/adaptive-builder']);
  });

  it('shows the live platform overview', async () => {
    stubApi({ 'GET /api/platform/overview': jsonReply(PlatformOverviewResponse, overview) });
    renderPage(HomePage);

    expect((await screen.findByRole('group', { name: 'Learners' })).textContent).toContain('1,204');
    expect(screen.getByRole('figure', { name: 'Learning events, last 14 days' })).toBeTruthy();
  });

  it('offers courses instead of sign-up to someone signed in', async () => {
    stubApi({ 'GET /api/platform/overview': jsonReply(PlatformOverviewResponse, overview) });
    renderPage(HomePage, { session: aSession(aUser()) });
    await screen.findByRole('heading', { level: 1 });

    expect(screen.queryByRole('link', { name: 'Sign up free' })).toBeNull();
    expect(link('Browse courses')).toContain('/courses');
  });

  it('speaks Spanish, platform figures included', async () => {
    stubApi({ 'GET /api/platform/overview': jsonReply(PlatformOverviewResponse, overview) });
    renderPage(HomePage, { language: 'es' });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Cursos que se adaptan a cada estudiante');
    expect(screen.getByRole('heading', { name: 'La adaptación en tres pasos' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Actividad de la plataforma' })).toBeTruthy();
    expect((await screen.findByRole('group', { name: 'Eventos de aprendizaje' })).textContent).toContain('98.765');
    expect(screen.getByRole('figure', { name: 'Eventos de aprendizaje, últimos 14 días' })).toBeTruthy();
    expect(link('Regístrate gratis')).toContain('/signup');
  });

  it('speaks French, platform figures included', async () => {
    stubApi({ 'GET /api/platform/overview': jsonReply(PlatformOverviewResponse, overview) });
    renderPage(HomePage, { language: 'fr' });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Des cours qui s’adaptent à chaque apprenant');
    expect(screen.getByRole('heading', { level: 3, name: 'Pour les créateurs' })).toBeTruthy();
    expect((await screen.findByRole('group', { name: 'Apprenants' })).textContent).toMatch(/1\s204/);
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('Activité d’apprentissage quotidienne');
  });
});
