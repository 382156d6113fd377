import { QuizItem, quizItemKinds } from '@pathwise/event-schemas';
import OpenAI from 'openai';
import { z } from 'zod';
import type { OpenAiCompatibleSettings } from '../../../config/ai-config.js';
import type { DraftedLesson } from '../built-in/lesson-drafting.js';
import { readMaterial, sectionsByRelevance, type ReadMaterial } from '../built-in/material-retrieval.js';
import { draftId, type DraftedQuizItem } from '../built-in/quiz-drafting.js';
import type { SourceQuote } from '../built-in/source-statements.js';
import type { AnswerRequest, AnswerWriter, WrittenAnswer } from '../course-assistant/answer-writer.js';
import type { DraftingProvider, DraftRequest, TranslationRequest } from '../drafting-provider.js';

/** The most material one call carries: the passages nearest the prompt, up to about this many characters. */
const PROMPT_MATERIAL_CHARACTERS = 12_000;
const RETRIES = 2;

/** The model answered, but not with what was asked: not JSON, or not in the schema. */
export class ModelReplyError extends Error {
  constructor(detail: string) {
    super(`The model's reply could not be used: ${detail}`);
    this.name = 'ModelReplyError';
  }
}

const LessonReply = z.object({
  title: z.string().trim().min(1).max(120),
  estimatedMinutes: z.number().int().min(1).max(600),
  blocks: z.array(z.object({ markdown: z.string().min(1).max(20_000), sourceIds: z.array(z.string()) })).min(1).max(50),
});

const TranslationReply = z.object({
  title: z.string().trim().min(1).max(200),
  texts: z.array(z.string().max(50_000)).max(200),
});

const QuizReply = z.object({
  items: z
    .array(
      z.object({
        kind: z.enum(quizItemKinds),
        prompt: z.string().trim().min(1).max(2_000),
        options: z.array(z.object({ text: z.string().trim().min(1).max(500), correct: z.boolean() })).max(10),
        acceptedAnswers: z.array(z.string().trim().min(1).max(200)).max(20),
        numericAnswer: z.object({ value: z.number(), unit: z.string().max(20) }).nullable(),
        explanation: z.string().max(2_000),
        difficulty: z.number().min(-4).max(4),
        sourceIds: z.array(z.string()),
      }),
    )
    .min(1)
    .max(20),
});

const AssistantReply = z.object({
  covered: z.boolean(),
  answer: z.string().max(4_000),
  sourceIds: z.array(z.string()).max(20),
});

/**
 * A model behind any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp's server), asked
 * for JSON in a schema with the material's passages in the prompt, each passage named so the reply can cite it. The
 * official `openai` client does the HTTP, its time-outs and its retries with back-off.
 */
export class OpenAiCompatibleProvider implements DraftingProvider, AnswerWriter {
  readonly name = 'openai-compatible';
  readonly model: string;
  readonly #client: OpenAI;

  constructor(private readonly settings: OpenAiCompatibleSettings) {
    this.model = settings.models.lesson;
    this.#client = new OpenAI({
      baseURL: settings.baseUrl,
      // A local server may want no key; the client insists on one, which such a server ignores.
      apiKey: settings.apiKey ?? 'no-key',
      timeout: settings.timeoutMs,
      maxRetries: RETRIES,
    });
  }

  async draftLesson(request: DraftRequest): Promise<DraftedLesson> {
    const passages = passagesFor(request);
    const reply = await this.#ask(
      this.settings.models.lesson,
      'lesson',
      LessonReply,
      [
        `Write one lesson in ${languageName(request.language)} about: ${request.prompt}`,
        'Use only what the passages below say; do not add facts. Write Markdown blocks (paragraphs, lists, a short summary) and cite, for each block, the ids of the passages it uses.',
        passageList(passages),
      ].join('\n\n'),
    );
    return {
      title: reply.title,
      estimatedMinutes: reply.estimatedMinutes,
      blocks: reply.blocks.map((block) => ({ block: { kind: 'text', text: block.markdown }, sources: cited(passages, block.sourceIds) })),
    };
  }

  async draftQuiz(request: DraftRequest & { readonly itemCount: number }): Promise<DraftedQuizItem[]> {
    const passages = passagesFor(request);
    const reply = await this.#ask(
      this.settings.models.quiz,
      'quiz',
      QuizReply,
      [
        `Write ${request.itemCount} quiz items in ${languageName(request.language)} about: ${request.prompt}`,
        `Kinds: ${quizItemKinds.join(', ')}. Every correct answer must be stated by the passages and must not appear in its own question; wrong options come from the same passages. Give the difficulty on a logit scale from -3 (very easy) to 3 (very hard), an explanation that quotes the passage, and the ids of the passages each item rests on.`,
        passageList(passages),
      ].join('\n\n'),
    );
    return reply.items.slice(0, request.itemCount).map((drafted) => {
      const itemId = draftId('item', drafted.kind, drafted.prompt);
      const options = drafted.options.map((option) => ({ optionId: draftId('option', itemId, option.text), text: option.text }));
      const item = QuizItem.safeParse({
        itemId,
        kind: drafted.kind,
        prompt: drafted.prompt,
        options,
        answerKey: {
          correctOptionIds: options.filter((_, index) => drafted.options[index]!.correct).map((option) => option.optionId),
          acceptedAnswers: drafted.kind === 'short_answer' ? drafted.acceptedAnswers : [],
          ...(drafted.kind === 'numeric' && drafted.numericAnswer ? { numeric: { value: drafted.numericAnswer.value, tolerance: 0, unit: drafted.numericAnswer.unit } } : {}),
        },
        skillIds: [],
        difficulty: drafted.difficulty,
        explanation: drafted.explanation,
      });
      if (!item.success) throw new ModelReplyError(`an item does not fit the quiz item schema (${item.error.issues[0]?.message ?? 'invalid'})`);
      return { item: item.data, sources: cited(passages, drafted.sourceIds) };
    });
  }

  async answerFromPassages(request: AnswerRequest): Promise<WrittenAnswer> {
    return this.#ask(
      this.settings.models.lesson,
      'course_answer',
      AssistantReply,
      [
        `A learner asks, about a course: ${request.question}`,
        `Answer in ${languageName(request.language)} in at most four sentences, using only what the passages below say, and cite the ids of the passages you use. If they do not answer the question, set covered to false and leave the answer empty: never guess.`,
        passageList(request.passages),
      ].join('\n\n'),
    );
  }

  async translateLesson(request: TranslationRequest) {
    const reply = await this.#ask(
      this.settings.models.lesson,
      'translation',
      TranslationReply,
      [
        `Translate this lesson from ${languageName(request.from)} into ${languageName(request.to)}.`,
        'Keep the Markdown, the meaning and the order; add nothing. Answer with the title and one text per text given, in the same order.',
        JSON.stringify({ title: request.title, texts: request.texts }),
      ].join('\n\n'),
    );
    if (reply.texts.length !== request.texts.length) throw new ModelReplyError(`it gave ${reply.texts.length} texts for ${request.texts.length}`);
    return reply;
  }

  async health() {
    try {
      await this.#client.models.list({ timeout: Math.min(this.settings.timeoutMs, 10_000), maxRetries: 0 });
      return { state: 'up' as const, detail: null };
    } catch (error) {
      return { state: 'down' as const, detail: error instanceof Error ? error.message : String(error) };
    }
  }

  async #ask<Reply>(model: string, name: string, schema: z.ZodType<Reply>, prompt: string): Promise<Reply> {
    const completion = await this.#client.chat.completions.create({
      model,
      messages: [
        { role: 'system', content: 'You draft course content strictly from the source passages given. Answer with JSON only.' },
        { role: 'user', content: prompt },
      ],
      response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: z.toJSONSchema(schema) as Record<string, unknown> } },
    });
    const text = completion.choices[0]?.message.content;
    if (!text) throw new ModelReplyError('it was empty');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ModelReplyError('it was not JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ModelReplyError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    return parsed.data;
  }
}

interface NamedPassage {
  readonly id: string;
  readonly text: string;
  readonly quotes: readonly SourceQuote[];
}

/** The passages of the sections nearest the prompt, named P1, P2…, within the prompt's budget. */
function passagesFor(request: DraftRequest): NamedPassage[] {
  const read: ReadMaterial[] = readMaterial(request);
  const passages: NamedPassage[] = [];
  let characters = 0;
  for (const { material, section } of sectionsByRelevance(read, request.prompt)) {
    const { document, statements } = read[material]!;
    for (const passage of document.sections[section]!.passages) {
      if (characters + passage.text.length > PROMPT_MATERIAL_CHARACTERS && passages.length > 0) return passages;
      characters += passage.text.length;
      const quotes = statements.quotes.filter((quote) => quote.location === passage.location);
      passages.push({ id: `P${passages.length + 1}`, text: passage.text, quotes });
    }
  }
  return passages;
}

function passageList(passages: readonly Pick<NamedPassage, 'id' | 'text'>[]): string {
  return `Passages:\n${passages.map((passage) => `[${passage.id}] ${passage.text}`).join('\n')}`;
}

/** The sentences of the passages a reply cites; ids it made up cite nothing (and the grounding check will say so). */
function cited(passages: readonly NamedPassage[], ids: readonly string[]): SourceQuote[] {
  return passages.filter((passage) => ids.includes(passage.id)).flatMap((passage) => passage.quotes);
}

function languageName(language: DraftRequest['language']): string {
  return { en: 'English', es: 'Spanish', fr: 'French' }[language];
}
