/**
 * The AI studio: drafting outlines, lessons and quiz items from a creator's own material, and the grounding check
 * that matches every drafted sentence and answer to the passage that supports it. So far the built-in, offline
 * drafting and the grounding check.
 */
export { draftLesson, type DraftedBlock, type DraftedLesson } from './built-in/lesson-drafting.js';
export { draftOutline, type DraftedOutline, type OutlineLesson, type OutlineModule, type OutlineSkill } from './built-in/outline-drafting.js';
export { draftQuizItems, type DraftedQuizItem, type QuizDraftRequest } from './built-in/quiz-drafting.js';
export { readSourceDocument, type MaterialText, type SourceDocument, type SourceLocation } from './built-in/source-document.js';
export { sourceStatements, type SourceQuote, type SourceStatements } from './built-in/source-statements.js';
export { materialLanguages, type MaterialLanguage } from './built-in/text-analysis.js';
export { checkGrounding, checkItemGrounding, SUPPORT_THRESHOLD, type GroundedClaim } from './grounding-check.js';
