import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdaptiveBuilderDemoPage from '../pages/adaptive-builder-demo-page';
import { renderPage } from '../testing/render-page';

const frontier = () => screen.getByRole('status').textContent;
const skillRow = (name: string) => screen.getAllByRole('listitem').find((item) => item.querySelector('.mk-skill-name')?.textContent === name)!;

describe('Adaptive builder demo', () => {
  it('moves the ready-to-learn frontier as the sample learner masters and forgets skills', async () => {
    renderPage(AdaptiveBuilderDemoPage);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Build an adaptive path');
    expect(frontier()).toBe('Ready to learn now: Reading tables.');
    expect(within(skillRow('Percentages')).getByText('Locked: needs Reading tables')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as mastered: Reading tables' }));
    expect(frontier()).toBe('Ready to learn now: Mean, median and mode and Percentages.');

    fireEvent.click(screen.getByRole('button', { name: 'Mark as mastered: Percentages' }));
    expect(frontier()).toBe('Ready to learn now: Mean, median and mode, Choosing a chart, and Sampling and bias.');

    fireEvent.click(screen.getByRole('button', { name: 'Forget: Reading tables' }));
    expect(frontier()).toBe('Ready to learn now: Reading tables.');
  });

  it('adds and removes prerequisites, and refuses one that would close a loop', async () => {
    renderPage(AdaptiveBuilderDemoPage);
    await screen.findByRole('heading', { level: 1 });

    fireEvent.change(screen.getByLabelText('Skill to edit'), { target: { value: 'tables' } });
    const buildsOn = screen.getByRole('group', { name: 'Reading tables builds on' });
    const correlation = within(buildsOn).getByRole('checkbox', { name: /Correlation/ }) as HTMLInputElement;
    expect(correlation.disabled).toBe(true);
    expect(within(buildsOn).getAllByText('(would create a loop)').length).toBe(6);

    fireEvent.change(screen.getByLabelText('Skill to edit'), { target: { value: 'averages' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Mean, median and mode builds on' })).getByRole('checkbox', { name: 'Reading tables' }));
    expect(frontier()).toBe('Ready to learn now: Reading tables and Mean, median and mode.');
  });

  it('leaves a skill out of the path when it is taken out of the course', async () => {
    renderPage(AdaptiveBuilderDemoPage);
    await screen.findByRole('heading', { level: 1 });

    fireEvent.click(within(screen.getByRole('group', { name: 'Skills in this course' })).getByRole('checkbox', { name: 'Reading tables' }));

    expect(frontier()).toBe('Ready to learn now: Mean, median and mode and Percentages.');
    expect(within(screen.getByRole('list', { name: 'One valid order' })).queryByText('Reading tables')).toBeNull();
  });

  it('speaks Spanish and French', async () => {
    const { unmount } = renderPage(AdaptiveBuilderDemoPage, { language: 'es' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Construye un itinerario adaptativo');
    fireEvent.click(screen.getByRole('button', { name: 'Marcar como dominada: Leer tablas' }));
    expect(frontier()).toBe('Listas para aprender ahora: Media, mediana y moda y Porcentajes.');
    unmount();

    renderPage(AdaptiveBuilderDemoPage, { language: 'fr' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Construisez un parcours adaptatif');
    expect(frontier()).toBe('Prêtes à être apprises maintenant : Lire un tableau.');
  });
});
