import { PlatformOverviewResponse } from '@pathwise/contracts';
import { fireEvent, screen } from '@testing-library/react';
import type { JSX } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonReply, stubApi } from '../../testing/stub-api';
import { seriousViolations } from '../../testing/axe';
import { loadFeaturePage } from '../features/load-feature-page';
import { renderPage } from '../testing/render-page';
import AboutPage from './about-page';
import AdaptiveBuilderDemoPage from './adaptive-builder-demo-page';
import ContactPage from './contact-page';
import DemoPage from './demo-page';
import DocumentationPage from './documentation-page';
import EmotionalDesignDemoPage from './emotional-design-demo-page';
import FeaturesPage from './features-page';
import HomePage from './home-page';
import PricingPage from './pricing-page';
import PrivacyPage from './privacy-page';
import ResourcesPage from './resources-page';
import TermsPage from './terms-page';

const AdaptiveLearningPage = await loadFeaturePage('adaptiveLearning');
const AdaptiveAssessmentsPage = await loadFeaturePage('adaptiveAssessments');
const AiContentPage = await loadFeaturePage('aiContent');
const AdaptiveBuilderPage = await loadFeaturePage('adaptiveBuilder');

const quietOverview: PlatformOverviewResponse = {
  learners: 3,
  creators: 1,
  coursesPublished: 1,
  learningEvents: 12,
  lessonsCompleted: 4,
  quizAttempts: 5,
  daily: [{ day: '2025-03-01', learningEvents: 12, lessonsCompleted: 4, quizAttempts: 5 }],
  lastPosition: '7',
};

const pages: ReadonlyArray<[string, () => JSX.Element]> = [
  ['home', HomePage],
  ['demo', DemoPage],
  ['privacy', PrivacyPage],
  ['terms', TermsPage],
  ['contact', ContactPage],
  ['about', AboutPage],
  ['documentation', DocumentationPage],
  ['resources', ResourcesPage],
  ['features', FeaturesPage],
  ['pricing', PricingPage],
  ['adaptive learning', AdaptiveLearningPage],
  ['adaptive assessments', AdaptiveAssessmentsPage],
  ['AI content', AiContentPage],
  ['adaptive builder', AdaptiveBuilderPage],
  ['adaptive builder demo', AdaptiveBuilderDemoPage],
  ['emotional design demo', EmotionalDesignDemoPage],
];

describe('Public pages accessibility', () => {
  it.each(pages)('the %s page has one h1, no skipped heading level and no serious axe violation', async (_name, page) => {
    stubApi({ 'GET /api/platform/overview': jsonReply(PlatformOverviewResponse, quietOverview) });
    renderPage(page);
    await screen.findByRole('heading', { level: 1 });

    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
    expect(await seriousViolations()).toEqual([]);
  });

  it('keeps the contact form accessible while it shows errors', async () => {
    renderPage(ContactPage);
    await screen.findByRole('heading', { level: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await seriousViolations()).toEqual([]);
  });

  it('keeps the demo quiz accessible once an answer is explained', async () => {
    renderPage(DemoPage);
    await screen.findByRole('heading', { level: 1 });

    fireEvent.click(screen.getAllByRole('radio')[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));

    expect(await seriousViolations()).toEqual([]);
  });
});
