/** The recommendation survey's card, for the signed-in dashboard: its code loads only with the dashboard, after it. */
import { createElement, Suspense } from 'react';
import { lazyWhenOnline } from '../../shared/lib/load-when-online';

const LazyNpsSurveyCard = lazyWhenOnline(() => import('./components/nps-survey-card').then((module) => ({ default: module.NpsSurveyCard })));

/** Shown only when the server says it is time to ask; nothing at all otherwise, nor while its code loads. */
export const NpsSurveyCard = () => createElement(Suspense, { fallback: null }, createElement(LazyNpsSurveyCard));
