/**
 * The AI studio: drafting outlines, lessons and quiz items from a creator's own material, and the grounding check
 * that matches every drafted sentence and answer to the passage that supports it. So far the built-in, offline
 * drafting, the grounding check, `POST /api/ai/generate` with its health and metrics, the outline generator
 * (`POST /api/ai/outlines`, then a draft course from the edited outline), the course assistant, and a lesson's
 * variants.
 */
import type { AdaptiveFeedback } from '@pathwise/contracts';
import type { AiConfig } from '../../config/ai-config.js';
import type { FileStorage } from '../../infrastructure/file-storage/file-storage.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { CourseCommands } from '../courses/index.js';
import type { Accounts, RateLimiter } from '../identity/index.js';
import type { MaterialCommands } from '../materials/index.js';
import { AiGenerations, type GenerationRequest } from './ai-generations.service.js';
import { AiMetrics } from './ai-metrics.js';
import { aiStudioRoutes } from './ai-studio.routes.js';
import { builtInProvider } from './built-in/built-in-provider.js';
import { courseAssistantRoutes } from './course-assistant/course-assistant.routes.js';
import { CourseAssistant } from './course-assistant/course-assistant.service.js';
import type { DraftingProvider } from './drafting-provider.js';
import { OpenAiCompatibleProvider } from './openai-compatible/openai-compatible-provider.js';
import { courseOutlineRoutes } from './outlines/course-outlines.routes.js';
import { CourseOutlines } from './outlines/course-outlines.service.js';

export { draftLesson, type DraftedBlock, type DraftedLesson } from './built-in/lesson-drafting.js';
export { draftOutline, type DraftedOutline, type OutlineLesson, type OutlineModule, type OutlineSkill } from './built-in/outline-drafting.js';
export { draftQuizItems, type DraftedQuizItem, type QuizDraftRequest } from './built-in/quiz-drafting.js';
export { readSourceDocument, type MaterialText, type SourceDocument, type SourceLocation } from './built-in/source-document.js';
export { sourceStatements, type SourceQuote, type SourceStatements } from './built-in/source-statements.js';
export { materialLanguages, type MaterialLanguage } from './built-in/text-analysis.js';
export { evaluateDrafting, type DraftingEvaluation } from './evaluation/drafting-evaluation.js';
export { evaluationMaterial, longMaterial } from './evaluation/evaluation-material.js';
export { markdownPdf } from './evaluation/markdown-pdf.js';
export { pdfPages } from './material-text/pdf-pages.js';
export { checkGrounding, checkItemGrounding, SUPPORT_THRESHOLD, type GroundedClaim } from './grounding-check.js';

export function createAiStudioFeature(deps: {
  ai: AiConfig;
  accounts: Accounts;
  limiter: RateLimiter;
  clock: () => Date;
  /** The adaptive engine's feedback on a learner's graded attempt, which personalised feedback hands on. */
  feedback: (userId: string, request: NonNullable<GenerationRequest['context']['feedback']>) => Promise<AdaptiveFeedback>;
  /**
   * The course's own commands: an outline becomes a draft course through them, the assistant reads its lessons, and
   * its lessons get variants.
   */
  courses: CourseCommands;
  /** The creator's uploaded materials, read as the material an outline is drafted from. */
  materials: MaterialCommands;
  files: FileStorage;
  /** Where the person asking the assistant, or making a variant, stands with the course. */
  access: CourseAccess;
}): FeatureModule {
  const metrics = new AiMetrics(deps.clock());
  const model = deps.ai.provider === 'openai-compatible' ? new OpenAiCompatibleProvider(deps.ai) : null;
  const provider = model ?? builtInProvider;
  const generations = new AiGenerations({ accounts: deps.accounts, limiter: deps.limiter, provider, metrics, feedback: deps.feedback });
  const health = [builtInProvider, model ?? notConfigured];
  const outlines = new CourseOutlines({ generations, courses: deps.courses, materials: deps.materials, files: deps.files });
  const assistant = new CourseAssistant({ courses: deps.courses, access: deps.access, accounts: deps.accounts, limiter: deps.limiter, writer: model, metrics });
  return {
    reactors: [],
    routes: [
      ...aiStudioRoutes({ generations, providers: health, metrics, courses: deps.courses, access: deps.access }),
      ...courseOutlineRoutes({ outlines }),
      ...courseAssistantRoutes(assistant),
    ],
  };
}

/** How health shows a model endpoint nobody configured: there, but waiting for its settings. */
const notConfigured: DraftingProvider = {
  name: 'openai-compatible',
  model: 'none',
  draftLesson: () => Promise.reject(new Error('No model endpoint is configured')),
  draftQuiz: () => Promise.reject(new Error('No model endpoint is configured')),
  health: async () => ({ state: 'not_configured', detail: 'Set AI_PROVIDER=openai-compatible with AI_BASE_URL and AI_MODEL to draft with a model.' }),
};
