/**
 * Narration: the AI voice studio, and a lesson read aloud paragraph by paragraph (the player shows it under each
 * lesson, loaded only when a learner asks to listen).
 */
import { lazy } from 'react';

export const LessonNarration = lazy(() => import('./components/lesson-narration').then((module) => ({ default: module.LessonNarration })));
