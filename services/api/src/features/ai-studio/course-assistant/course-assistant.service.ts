import { randomUUID } from 'node:crypto';
import type { CourseAssistantAnswer, CourseAssistantCitation } from '@pathwise/contracts';
import type { Language } from '@pathwise/event-schemas';
import type { EventMetadata } from '@pathwise/event-store';
import OpenAI from 'openai';
import { AccessDeniedError, HttpError, NotFoundError } from '../../../http/http-errors.js';
import type { Actor } from '../../../kernel/actor.js';
import { isCourseMember } from '../../../kernel/course-membership.js';
import type { CourseAccess } from '../../../kernel/course-standing.js';
import { foldCourse, type CourseCommands } from '../../courses/index.js';
import type { Accounts, RateLimiter } from '../../identity/index.js';
import { generationLimit } from '../ai-generations.service.js';
import type { AiMetrics } from '../ai-metrics.js';
import { checkGrounding } from '../grounding-check.js';
import { ModelReplyError } from '../openai-compatible/openai-compatible-provider.js';
import type { AnswerWriter, NamedCoursePassage } from './answer-writer.js';
import { notCoveredAnswer } from './assistant-wording.js';
import { courseSentences, type CourseSentence } from './course-passages.js';
import { extractiveAnswer } from './extractive-answer.js';

/** What an answer written by a model costs; the built-in answer, a search over the course's own text, costs nothing. */
export const MODEL_ANSWER_CREDITS = 1;

export interface CourseAssistantDeps {
  readonly courses: CourseCommands;
  readonly access: CourseAccess;
  readonly accounts: Accounts;
  readonly limiter: RateLimiter;
  /** The configured model, or null: then the answer is the lessons' own sentences. */
  readonly writer: AnswerWriter | null;
  /** Where each answer is counted, beside the other AI tasks (`GET /api/ai/metrics`). */
  readonly metrics: AiMetrics;
}

interface Question {
  readonly courseId: string;
  readonly question: string;
  /** The reader's language, which the "not covered" answer is worded in. */
  readonly language: Language;
  readonly requestId: string;
}

/**
 * The course assistant: a member of a course (enrolled, or its creator or co-author) asks a question; retrieval
 * finds the lessons' sentences that speak to it; the answer is those sentences (built-in) or a model's answer from
 * their passages, checked against the course, every part citing its lesson. No support, no answer: it says so.
 */
export class CourseAssistant {
  constructor(private readonly deps: CourseAssistantDeps) {}

  async ask(actor: Actor, request: Question): Promise<CourseAssistantAnswer> {
    const standing = await this.deps.access.standing(request.courseId, actor.userId);
    if (!standing) throw new NotFoundError('No such course');
    if (!isCourseMember(standing)) throw new AccessDeniedError('Enrol in this course to ask its assistant.');
    await this.deps.limiter.hit(`ai-assistant:${actor.userId}`, generationLimit);
    const { state, events } = await this.deps.courses.load(request.courseId);
    if (!state) throw new NotFoundError('No such course');
    // Learners ask about the version they study; its authors about the one they are writing.
    const shown = standing.isStaff ? state : standing.publishedVersion === null ? null : foldCourse(events, standing.publishedVersion);
    if (!shown) throw new NotFoundError('No such course');
    const started = performance.now();
    const provider = this.deps.writer?.name ?? 'built-in';
    try {
      const answer = await this.#answer(actor, request, shown);
      this.deps.metrics.record('course_assistant', answer.provider, { ok: true, latencyMs: performance.now() - started, credits: answer.creditsSpent });
      return answer;
    } catch (error) {
      this.deps.metrics.record('course_assistant', provider, { ok: false, latencyMs: performance.now() - started, credits: 0 });
      throw error;
    }
  }

  async #answer(actor: Actor, request: Question, shown: NonNullable<ReturnType<typeof foldCourse>>): Promise<CourseAssistantAnswer> {
    const language = shown.details.language;
    const sentences = courseSentences(shown.modules, language);
    const found = extractiveAnswer(request.question, sentences, language).sentences;
    const base = { courseId: request.courseId, question: request.question };
    if (found.length === 0) return { ...base, ...this.#notCovered(request.language) };
    const writer = this.deps.writer;
    if (!writer) {
      return {
        ...base,
        covered: true,
        answer: found.map((sentence) => sentence.text).join(' '),
        citations: found.map(citationOf),
        unsupported: [],
        provider: 'built-in',
        model: 'extractive-1',
        creditsSpent: 0,
      };
    }
    return { ...base, ...(await this.#written(actor, writer, request, { language, sentences, found })) };
  }

  #notCovered(language: Language) {
    return { covered: false, answer: notCoveredAnswer[language], citations: [], unsupported: [], provider: 'built-in', model: 'extractive-1', creditsSpent: 0 };
  }

  /** Retrieval-augmented generation: the passages around what retrieval found go to the model, which is charged for. */
  async #written(
    actor: Actor,
    writer: AnswerWriter,
    request: Question,
    course: { readonly language: Language; readonly sentences: readonly CourseSentence[]; readonly found: readonly CourseSentence[] },
  ) {
    const { language, sentences, found } = course;
    const passages = passagesAround(sentences, found);
    const generationId = randomUUID();
    const metadata: EventMetadata = { correlationId: request.requestId, actor: { kind: 'user', id: actor.userId } };
    await this.deps.accounts.execute(actor.userId, { type: 'SpendAiCredits', generationId, task: 'course_assistant', credits: MODEL_ANSWER_CREDITS }, metadata);
    let reply;
    try {
      reply = await writer.answerFromPassages({ question: request.question, language, passages: passages.map(({ id, text }) => ({ id, text })) });
    } catch (error) {
      await this.deps.accounts.execute(actor.userId, { type: 'RefundAiCredits', generationId }, metadata);
      if (error instanceof ModelReplyError || error instanceof OpenAI.APIError) {
        throw new HttpError(502, 'AI provider failed', `${writer.name} could not answer: ${error.message} Your credit was given back.`);
      }
      throw error;
    }
    const provider = { provider: writer.name, model: writer.model, creditsSpent: MODEL_ANSWER_CREDITS };
    if (!reply.covered || reply.answer.trim() === '') return { ...this.#notCovered(request.language), ...provider };
    const cited = passages.filter((passage) => reply.sourceIds.includes(passage.id));
    const unsupported = checkGrounding(reply.answer, sentences.map((sentence) => sentence.quote), language)
      .filter((claim) => !claim.supported)
      .map((claim) => claim.claim);
    return {
      covered: true,
      answer: reply.answer.trim(),
      // A model citing nothing it was given is answered for by the passages retrieval found.
      citations: (cited.length > 0 ? cited : passages).map((passage) => citationOf(passage.lead)),
      unsupported,
      ...provider,
    };
  }
}

function citationOf(sentence: CourseSentence): CourseAssistantCitation {
  return { lessonId: sentence.lessonId, lessonTitle: sentence.lessonTitle, moduleTitle: sentence.moduleTitle, quote: sentence.text };
}

/** Each found sentence's whole paragraph, named P1, P2…, with the found sentence that leads its citation. */
function passagesAround(sentences: readonly CourseSentence[], found: readonly CourseSentence[]): (NamedCoursePassage & { lead: CourseSentence })[] {
  const seen = new Map<number, CourseSentence>();
  for (const sentence of found) if (!seen.has(sentence.passage)) seen.set(sentence.passage, sentence);
  return [...seen].map(([passage, lead], index) => ({
    id: `P${index + 1}`,
    text: sentences.filter((sentence) => sentence.passage === passage).map((sentence) => sentence.text).join(' '),
    lead,
  }));
}
