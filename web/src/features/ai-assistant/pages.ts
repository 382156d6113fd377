import { lazyRouteComponent } from '@tanstack/react-router';

/** The course assistant (/ai-assistant), a chunk of its own loaded when its route is first visited. */
export const AiAssistantPage = lazyRouteComponent(() => import('./components/ai-assistant-page'), 'AiAssistantPage');
