import { LearnerProfile } from '@pathwise/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';
import { aProfile } from '../testing/adaptive-fixtures';

const engineSection = async () => within(await screen.findByRole('region', { name: 'The engine reading a real learner' }, { timeout: 5000 }));

describe('Emotional design demo: the demo learner', () => {
  it('shows the state of mind the engine inferred for the demo learner, why, and the tone it sets', async () => {
    const api = stubApi({
      'GET /api/demo/learner-profile': jsonReply(LearnerProfile, 
        aProfile('demo-learner', {
          stateOfMind: {
            state: 'struggling',
            reasons: ['3 wrong answers in a row on Comparing fractions', 'No lesson finished since'],
            since: '2026-03-03T11:00:00.000Z',
          },
        }),
      ),
    });
    renderApp('/features/emotional-design-demo');
    const engine = await engineSection();

    expect(await engine.findByText('We read you as: Struggling')).toBeTruthy();
    expect(engine.getByText('3 wrong answers in a row on Comparing fractions')).toBeTruthy();
    expect(engine.getByText('No lesson finished since')).toBeTruthy();
    expect(engine.getByText('One step at a time: finding this hard is part of learning.')).toBeTruthy();
    expect(engine.getByText('Start your review with: Comparing fractions, Adding fractions')).toBeTruthy();
    expect(engine.getByText('We read you as: Struggling').closest('[data-tone]')?.getAttribute('data-tone')).toBe('struggling');
    expect(api.to('GET /api/demo/learner-profile')).toHaveLength(1);
    // The page's own content stays: the simulation is still there.
    expect(screen.getByRole('button', { name: 'Answer a question wrong' })).toBeTruthy();
  });

  it('says so when no demo learner has been seeded', async () => {
    stubApi({
      'GET /api/demo/learner-profile': problemReply(
        { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No demo learner', traceId: 't-404' },
        'Not Found',
      ),
    });
    renderApp('/features/emotional-design-demo');
    const engine = await engineSection();
    expect(await engine.findByText('The demo learner has not been set up on this server yet.')).toBeTruthy();
  });
});
