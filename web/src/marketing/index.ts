import { lazyRouteComponent } from '@tanstack/react-router';
import { lazyFeaturePage } from './features/load-feature-page';

/**
 * The public site around the product: home, demos, feature pages, pricing, contact, legal. The router mounts these
 * pages, each a chunk of its own loaded when its route is first visited.
 */
export const marketingPages = {
  home: lazyRouteComponent(() => import('./pages/home-page')),
  demo: lazyRouteComponent(() => import('./pages/demo-page')),
  privacy: lazyRouteComponent(() => import('./pages/privacy-page')),
  terms: lazyRouteComponent(() => import('./pages/terms-page')),
  contact: lazyRouteComponent(() => import('./pages/contact-page')),
  about: lazyRouteComponent(() => import('./pages/about-page')),
  documentation: lazyRouteComponent(() => import('./pages/documentation-page')),
  resources: lazyRouteComponent(() => import('./pages/resources-page')),
  features: lazyRouteComponent(() => import('./pages/features-page')),
  pricing: lazyRouteComponent(() => import('./pages/pricing-page')),
  adaptiveLearning: lazyFeaturePage('adaptiveLearning'),
  adaptiveAssessments: lazyFeaturePage('adaptiveAssessments'),
  aiContent: lazyFeaturePage('aiContent'),
  adaptiveBuilder: lazyFeaturePage('adaptiveBuilder'),
  adaptiveBuilderDemo: lazyRouteComponent(() => import('./pages/adaptive-builder-demo-page')),
  emotionalDesignDemo: lazyRouteComponent(() => import('./pages/emotional-design-demo-page')),
};
