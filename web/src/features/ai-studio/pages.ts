import { lazyRouteComponent } from '@tanstack/react-router';

/** The AI studio's pro_plus pages, each a chunk of its own: /features/advanced-ai-content, a lesson's variants. */
export const AdvancedAiContentPage = lazyRouteComponent(() => import('./routes/advanced-ai-content-route'), 'AdvancedAiContentRoute');
