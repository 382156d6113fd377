import type { Catalog } from '../../shared/i18n';
import type { MarketingPath } from '../components/page-link';
import type { FeatureIllustration } from './feature-illustrations';

/** A feature page's strings: numbered keys (`learner1`, `how1Title`, ...) hold its list items in order. */
export type FeatureCatalog = Catalog<Record<string, string>>;

export interface FeaturePageRow {
  path: MarketingPath;
  /** Its label in the common messages, and its entry in the marketing page table. */
  name: 'adaptiveLearning' | 'adaptiveAssessments' | 'aiContent' | 'adaptiveBuilder';
  /** Loaded with the page, so that no page downloads the other pages' text. */
  messages: () => Promise<FeatureCatalog>;
  /** How many numbered lines each section has in the messages. */
  sections: { learners: number; creators: number; steps: number; limits: number };
  illustration: FeatureIllustration;
  /** The page to try the feature on. */
  tryIt: MarketingPath;
}

/** The feature pages, in the order each lists the others under "Keep exploring". */
export const featurePages: readonly FeaturePageRow[] = [
  {
    path: '/features/adaptive-learning',
    name: 'adaptiveLearning',
    messages: () => import('./adaptive-learning.messages').then((module) => module.adaptiveLearningMessages),
    sections: { learners: 4, creators: 3, steps: 4, limits: 3 },
    illustration: 'difficultyBand',
    tryIt: '/demo',
  },
  {
    path: '/features/adaptive-assessments',
    name: 'adaptiveAssessments',
    messages: () => import('./adaptive-assessments.messages').then((module) => module.adaptiveAssessmentsMessages),
    sections: { learners: 3, creators: 3, steps: 4, limits: 3 },
    illustration: 'precision',
    tryIt: '/demo',
  },
  {
    path: '/features/ai-content',
    name: 'aiContent',
    messages: () => import('./ai-content.messages').then((module) => module.aiContentMessages),
    sections: { learners: 3, creators: 4, steps: 4, limits: 3 },
    illustration: 'sources',
    tryIt: '/documentation',
  },
  {
    path: '/features/adaptive-builder',
    name: 'adaptiveBuilder',
    messages: () => import('./adaptive-builder.messages').then((module) => module.adaptiveBuilderMessages),
    sections: { learners: 3, creators: 3, steps: 4, limits: 2 },
    illustration: 'skillGraph',
    tryIt: '/features/adaptive-builder-demo',
  },
];
