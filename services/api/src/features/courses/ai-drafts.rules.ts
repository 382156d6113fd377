import { createHash } from 'node:crypto';
import type { AiDraftProvenance, AiDraftTarget, DraftSourcePassage, LessonBlock, QuizItem } from '@pathwise/event-schemas';
import { DomainError } from '../../kernel/domain-error.js';
import { Problems, checkLessonChecks, checkQuizItems } from './course.rules.js';
import { findLesson, findQuiz, type AiMark, type CourseContent, type CourseEvent, type CourseState } from './course.state.js';

/** A drafted block or item as the author accepted it, with the passages it rests on and what nothing supports. */
export interface DraftedPiece<Content> {
  readonly content: Content;
  readonly sources: readonly DraftSourcePassage[];
  readonly unsupported: readonly string[];
}

export type AcceptAiDraftData =
  | { readonly target: { readonly kind: 'lesson'; readonly lessonId: string }; readonly provenance: AiDraftProvenance; readonly pieces: readonly DraftedPiece<LessonBlock>[] }
  | {
      readonly target: { readonly kind: 'quiz'; readonly quizId: string; readonly title: string; readonly forLessonId: string };
      readonly provenance: AiDraftProvenance;
      readonly pieces: readonly DraftedPiece<QuizItem>[];
    };

/** Drafted quizzes ask this much to pass until the author says otherwise. */
export const DRAFTED_QUIZ_PASSING_SCORE = 70;

/** The same content always gives the same fingerprint, whatever order its keys were written in. */
export function fingerprintOf(content: LessonBlock | QuizItem): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex').slice(0, 32);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonicalJson(each)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const containerIdOf = (target: AiDraftTarget) => (target.kind === 'lesson' ? target.lessonId : target.quizId);

/** The contents a target holds now, in order: a lesson's blocks or a quiz's items; null once it is gone. */
export function piecesOf(content: CourseContent, target: AiDraftTarget): readonly (LessonBlock | QuizItem)[] | null {
  if (target.kind === 'lesson') return findLesson(content, target.lessonId)?.blocks ?? null;
  return findQuiz(content, target.quizId)?.items ?? null;
}

/**
 * Marks whose piece no longer stands as the model wrote it are dropped: a person edited it (or removed it, or a
 * restore took it away). Its `AiDraftAccepted` stays in the log as its history.
 */
export function keepStandingMarks(state: CourseState): CourseState {
  if (state.aiMarks.length === 0) return state;
  const fingerprints = new Map<string, ReadonlySet<string>>();
  const standing = state.aiMarks.filter((mark) => {
    const key = `${mark.target.kind}:${containerIdOf(mark.target)}`;
    let present = fingerprints.get(key);
    if (!present) {
      present = new Set((piecesOf(state, mark.target) ?? []).map(fingerprintOf));
      fingerprints.set(key, present);
    }
    return present.has(mark.fingerprint);
  });
  return standing.length === state.aiMarks.length ? state : { ...state, aiMarks: standing };
}

export function markOf(state: CourseState, target: AiDraftTarget, fingerprint: string): AiMark | null {
  const id = containerIdOf(target);
  return state.aiMarks.find((mark) => mark.fingerprint === fingerprint && mark.target.kind === target.kind && containerIdOf(mark.target) === id) ?? null;
}

/** Records the accepted marks; a piece accepted again (the same content) takes its newest provenance. */
export function addMarks(state: CourseState, event: Extract<CourseEvent, { type: 'AiDraftAccepted' }>['data']): CourseState {
  const added: AiMark[] = event.pieces.map((piece) => ({ target: event.target, provenance: event.provenance, ...piece, reviewed: false }));
  const others = state.aiMarks.filter((mark) => !added.some((each) => markOf({ ...state, aiMarks: [mark] }, each.target, each.fingerprint)));
  return { ...state, aiMarks: [...others, ...added] };
}

/** The lesson gets the drafted blocks after its own; a quiz for a lesson is added to the lesson's module. */
export function acceptAiDraft(data: AcceptAiDraftData, state: CourseState): CourseEvent[] {
  const { courseId } = state;
  if (data.pieces.length === 0) throw DomainError.invalid([{ pointer: '#/body/content', detail: 'The draft has nothing to accept' }]);
  if (data.target.kind === 'lesson') {
    const lesson = findLesson(state, data.target.lessonId);
    if (!lesson) throw DomainError.notFound(`No lesson "${data.target.lessonId}" in this course`);
    const blocks = data.pieces.map((piece) => piece.content as LessonBlock);
    const problems = new Problems();
    checkLessonChecks(state, blocks, '#/body/blocks', problems);
    problems.throwIfAny();
    const target = { kind: 'lesson' as const, lessonId: lesson.lessonId };
    return [
      { type: 'LessonEdited', data: { courseId, ...lesson, blocks: [...lesson.blocks, ...blocks] } },
      { type: 'AiDraftAccepted', data: { courseId, target, provenance: data.provenance, pieces: data.pieces.map((piece) => pieceRecord(piece, piece.content as LessonBlock)) } },
    ];
  }
  const { quizId, title, forLessonId } = data.target;
  const module = state.modules.find((each) => each.lessons.some((lesson) => lesson.lessonId === forLessonId));
  const lesson = findLesson(state, forLessonId);
  if (!module || !lesson) throw DomainError.notFound(`No lesson "${forLessonId}" in this course`);
  if (findQuiz(state, quizId)) throw DomainError.conflict(`A quiz with id "${quizId}" already exists`, [{ pointer: '#/body/target/quizId', detail: 'Already taken' }]);
  // The quiz tests the lesson's skills, so its answers count towards them where the model named none.
  const items = data.pieces.map((piece) => {
    const item = piece.content as QuizItem;
    return item.skillIds.length > 0 ? item : { ...item, skillIds: [...lesson.skillIds] };
  });
  const problems = new Problems();
  checkQuizItems(state, items, '#/body/items', problems);
  problems.throwIfAny();
  return [
    { type: 'QuizAdded', data: { courseId, moduleId: module.moduleId, quizId, title, passingScore: DRAFTED_QUIZ_PASSING_SCORE, items } },
    {
      type: 'AiDraftAccepted',
      data: { courseId, target: { kind: 'quiz', quizId }, provenance: data.provenance, pieces: data.pieces.map((piece, index) => pieceRecord(piece, items[index]!)) },
    },
  ];
}

const pieceRecord = (piece: DraftedPiece<unknown>, stored: LessonBlock | QuizItem) => ({
  fingerprint: fingerprintOf(stored),
  sources: [...piece.sources],
  unsupported: [...piece.unsupported],
});

/** A person vouches for the block or item at `index`, which must still be as the model drafted it. */
export function reviewAiDraft(data: { readonly target: AiDraftTarget; readonly index: number }, state: CourseState): CourseEvent[] {
  const piece = piecesOf(state, data.target)?.[data.index];
  const mark = piece ? markOf(state, data.target, fingerprintOf(piece)) : null;
  if (!mark) {
    const number = data.index + 1;
    throw DomainError.notFound(data.target.kind === 'lesson' ? `Block ${number} of this lesson is not AI-drafted, or a person has edited it since` : `Question ${number} of this quiz is not AI-drafted, or a person has edited it since`);
  }
  if (mark.reviewed) return [];
  return [{ type: 'AiDraftReviewed', data: { courseId: state.courseId, target: data.target, fingerprint: mark.fingerprint } }];
}

export const markReviewed = (state: CourseState, data: Extract<CourseEvent, { type: 'AiDraftReviewed' }>['data']): CourseState => ({
  ...state,
  aiMarks: state.aiMarks.map((mark) => (mark === markOf(state, data.target, data.fingerprint) ? { ...mark, reviewed: true } : mark)),
});

/**
 * Publishing waits while a drafted piece says what its material does not support and nobody has reviewed or edited
 * it: the refusal names the first such piece, where it stands and what it claims.
 */
export function refuseUnreviewedClaims(state: CourseState): void {
  for (const module of state.modules) {
    for (const lesson of module.lessons) refuseIn(state, { kind: 'lesson', lessonId: lesson.lessonId }, lesson.title, lesson.blocks);
    for (const quiz of module.quizzes) refuseIn(state, { kind: 'quiz', quizId: quiz.quizId }, quiz.title, quiz.items);
  }
}

function refuseIn(state: CourseState, target: AiDraftTarget, title: string, pieces: readonly (LessonBlock | QuizItem)[]): void {
  if (!state.aiMarks.some((mark) => !mark.reviewed && mark.unsupported.length > 0)) return;
  pieces.forEach((piece, index) => {
    const mark = markOf(state, target, fingerprintOf(piece));
    if (!mark || mark.reviewed || mark.unsupported.length === 0) return;
    const number = index + 1;
    const where = target.kind === 'lesson' ? `#/lessons/${target.lessonId}/blocks/${index}` : `#/quizzes/${target.quizId}/items/${index}`;
    throw DomainError.conflict(
      target.kind === 'lesson'
        ? `Block ${number} of the lesson "${title}" was drafted by AI and says what its material does not support: review it or edit it before publishing.`
        : `Question ${number} of the quiz "${title}" was drafted by AI and says what its material does not support: review it or edit it before publishing.`,
      [{ pointer: where, detail: `Not supported by the material: ${mark.unsupported[0]!}` }],
    );
  });
}
