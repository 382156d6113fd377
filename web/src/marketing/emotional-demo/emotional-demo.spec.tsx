import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { problemReply, stubApi } from '../../testing/stub-api';
import EmotionalDesignDemoPage from '../pages/emotional-design-demo-page';
import { renderPage } from '../testing/render-page';

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const inferred = () => screen.getByText(/^State: /).textContent;

describe('Emotional design demo', () => {
  // The page also shows the engine's demo learner (the adaptive feature's specs cover it); here there is none.
  beforeEach(() => {
    stubApi({
      'GET /api/demo/learner-profile': problemReply(
        { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No demo learner', traceId: 't' },
        'Not Found',
      ),
    });
  });

  it('starts focused, explaining that there is no signal yet', async () => {
    renderPage(EmotionalDesignDemoPage);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Reading the mood of a learning session');
    expect(inferred()).toBe('State: Focused');
    expect(screen.getByText(/No events yet. Pathwise starts by assuming you are focused/)).toBeTruthy();
  });

  it('infers struggling after repeated failures, and offers help instead of pressure', async () => {
    renderPage(EmotionalDesignDemoPage);
    await screen.findByRole('heading', { level: 1 });

    click('Start a new lesson');
    click('Answer a question wrong');
    expect(inferred()).toBe('State: Focused');
    click('Answer a question wrong');

    expect(inferred()).toBe('State: Struggling');
    expect(screen.getByText('The last 2 quiz attempts were misses, with no finished lesson since.')).toBeTruthy();
    expect(screen.getByText('Calm and encouraging, never blaming.')).toBeTruthy();
    expect(screen.getByText('Leaderboards and timers are hidden.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').some((item) => item.textContent === 'quiz_attempt Answered wrong (score 30%)')).toBe(true);
  });

  it('infers celebrating after an achievement, even in a rough patch', async () => {
    renderPage(EmotionalDesignDemoPage);
    await screen.findByRole('heading', { level: 1 });

    click('A rough patch');
    expect(inferred()).toBe('State: Struggling');
    click('Unlock an achievement');

    expect(inferred()).toBe('State: Celebrating');
    expect(screen.getByText('An achievement has just unlocked.')).toBeTruthy();
    expect(screen.getByText('Nice work! That’s worth 25 XP. Ready for something a little harder?')).toBeTruthy();
  });

  it('infers exploring when lessons are opened one after another', async () => {
    renderPage(EmotionalDesignDemoPage);
    await screen.findByRole('heading', { level: 1 });

    click('Browsing the course');

    expect(inferred()).toBe('State: Exploring');
    click('Clear the events');
    expect(inferred()).toBe('State: Focused');
  });

  it('speaks Spanish and French', async () => {
    const { unmount } = renderPage(EmotionalDesignDemoPage, { language: 'es' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Leer el estado de ánimo de una sesión de aprendizaje');
    click('Fallar una pregunta');
    click('Fallar una pregunta');
    expect(screen.getByText('Estado: Atascado')).toBeTruthy();
    unmount();

    renderPage(EmotionalDesignDemoPage, { language: 'fr' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Lire l’humeur d’une séance d’apprentissage');
    click('Débloquer un succès');
    expect(screen.getByText('État : En fête')).toBeTruthy();
  });
});
