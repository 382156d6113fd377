/**
 * Narration: the AI voice studio, and a lesson read aloud paragraph by paragraph (the player shows it under each
 * lesson's title; its manifest is fetched only when a learner asks to listen).
 */
export { LessonNarration } from './components/lesson-narration';
