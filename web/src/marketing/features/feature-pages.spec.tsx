import { screen, within } from '@testing-library/react';
import type { JSX } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/i18n';
import FeaturesPage from '../pages/features-page';
import { renderPage } from '../testing/render-page';
import { loadFeaturePage } from './load-feature-page';

const AdaptiveLearningPage = await loadFeaturePage('adaptiveLearning');
const AdaptiveAssessmentsPage = await loadFeaturePage('adaptiveAssessments');
const AiContentPage = await loadFeaturePage('aiContent');
const AdaptiveBuilderPage = await loadFeaturePage('adaptiveBuilder');

interface Case {
  page: () => JSX.Element;
  language: Language;
  title: string;
  /** A sentence only this page says, in that language. */
  key: RegExp;
}

const cases: Record<string, Case[]> = {
  features: [
    { page: FeaturesPage, language: 'en', title: 'Everything you need to teach adaptively', key: /Calibrated mastery estimates per skill/ },
    { page: FeaturesPage, language: 'es', title: 'Todo lo que necesitas para enseñar de forma adaptativa', key: /Estimaciones de dominio calibradas/ },
    { page: FeaturesPage, language: 'fr', title: 'Tout ce qu’il faut pour enseigner de façon adaptative', key: /estimations de maîtrise calibrées/ },
  ],
  'adaptive learning': [
    { page: AdaptiveLearningPage, language: 'en', title: 'The right next step, every time', key: /FSRS scheduler \(Free Spaced Repetition Scheduler\)/ },
    { page: AdaptiveLearningPage, language: 'es', title: 'El siguiente paso adecuado, siempre', key: /entre el 70 % y el 85 %/ },
    { page: AdaptiveLearningPage, language: 'fr', title: 'La bonne étape suivante, à chaque fois', key: /entre 70 % et 85 %/ },
  ],
  'adaptive assessments': [
    { page: AdaptiveAssessmentsPage, language: 'en', title: 'Precise scores with fewer questions', key: /calibrated item bank/ },
    { page: AdaptiveAssessmentsPage, language: 'es', title: 'Notas precisas con menos preguntas', key: /banco de ítems calibrado/ },
    { page: AdaptiveAssessmentsPage, language: 'fr', title: 'Des scores précis avec moins de questions', key: /banque d’items calibrée/ },
  ],
  'AI content': [
    { page: AiContentPage, language: 'en', title: 'Course content drafted from your own material', key: /100 on Free, 2,000 on Pro and 10,000 on Pro Plus/ },
    { page: AiContentPage, language: 'es', title: 'Contenido de curso redactado a partir de tu propio material', key: /2000 en Pro y 10\.000 en Pro Plus/ },
    { page: AiContentPage, language: 'fr', title: 'Un contenu de cours rédigé à partir de vos propres supports', key: /2\s000 avec Pro et 10\s000 avec Pro Plus/ },
  ],
  'adaptive builder': [
    { page: AdaptiveBuilderPage, language: 'en', title: 'A skill map in, a personal path out', key: /The ready-to-learn frontier/ },
    { page: AdaptiveBuilderPage, language: 'es', title: 'Un mapa de habilidades como entrada, un itinerario personal como resultado', key: /La frontera de lo que se puede aprender/ },
    { page: AdaptiveBuilderPage, language: 'fr', title: 'Une carte des compétences en entrée, un parcours personnel en sortie', key: /La frontière du « prêt à apprendre »/ },
  ],
};

describe.each(Object.entries(cases))('The %s page', (_name, languages) => {
  it.each(languages)('renders its h1 and content in $language', async ({ page, language, title, key }) => {
    renderPage(page, { language });

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByText(key).length).toBeGreaterThan(0);
    expect(document.title).toContain('Pathwise');
  });
});

describe('Feature pages', () => {
  it('say what they do not do, and link to the other features but not to themselves', async () => {
    renderPage(AdaptiveLearningPage);
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('heading', { level: 2, name: 'What it does not do' })).toBeTruthy();
    const related = screen.getByRole('navigation', { name: 'Keep exploring' });
    const targets = within(related).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['/features/adaptive-assessments', '/features/ai-content', '/features/adaptive-builder', '/features']);
    expect(screen.getByRole('link', { name: 'Try the demo course' }).getAttribute('href')).toBe('/demo');
  });
});
