/** The recommendation survey's card, for the signed-in dashboard: its code loads only with the dashboard, after it. */
import { createElement, Suspense } from 'react';
import { lazyWhenOnline } from '../../shared/lib/load-when-online';
import { useDeferredLoad } from '../../shared/lib/use-deferred-load';

const LazyNpsSurveyCard = lazyWhenOnline(() => import('./components/nps-survey-card').then((module) => ({ default: module.NpsSurveyCard })));

/**
 * Shown only when the server says it is time to ask; nothing at all otherwise, nor while its code loads. It comes at
 * the deferred moment, after the dashboard's first paint: a server rendering the dashboard leaves it out, and
 * hydration finds the same nothing.
 */
export function NpsSurveyCard() {
  const due = useDeferredLoad();
  return due ? createElement(Suspense, { fallback: null }, createElement(LazyNpsSurveyCard)) : null;
}
