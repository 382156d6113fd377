import type { IrtItemParameters, PlacementItem, PlacementLesson, StoppingRule } from '@pathwise/adaptive';
import type { LearnerQuizItem } from '@pathwise/contracts';
import type { AnswerKey } from '@pathwise/event-schemas';
import { foldCourse, learnerItemOf } from '../courses/index.js';
import { quizForLearners } from '../assessment/index.js';

/** A quiz item as the placement test uses it: its 2PL parameters, its key (kept on the server) and what the learner sees. */
export interface PlacementBankItem extends PlacementItem {
  readonly quizId: string;
  readonly answerKey: AnswerKey;
  readonly view: LearnerQuizItem;
}

export interface PlacementBank {
  readonly courseVersion: number;
  readonly items: readonly PlacementBankItem[];
  readonly lessons: readonly PlacementLesson[];
}

/**
 * Calibrated item parameters, when a course has them. Until a calibration job fits the course's answers
 * (calibrate2PL in @pathwise/adaptive), every item has a = 1 and b = its creator's difficulty.
 */
export interface ItemCalibrations {
  parametersOf(courseId: string): Promise<ReadonlyMap<string, IrtItemParameters>>;
}

export const uncalibrated: ItemCalibrations = { parametersOf: async () => new Map() };

/**
 * The bank of one published version: every quiz item of that version with answer-key corrections made since applied.
 * An item id used in two quizzes counts once (the first), since learners answer by item id.
 */
export function placementBank(
  events: readonly { type: string; data: unknown; streamVersion: number }[],
  courseVersion: number,
  calibrated: ReadonlyMap<string, IrtItemParameters>,
): PlacementBank | null {
  const published = foldCourse(events, courseVersion);
  if (!published) return null;
  const asPublished = { ...published, publishedVersion: courseVersion };
  const seen = new Set<string>();
  const items = published.modules.flatMap((module) =>
    module.quizzes.flatMap((quiz) =>
      (quizForLearners(events, asPublished, quiz.quizId)?.quiz.items ?? []).flatMap((item): PlacementBankItem[] => {
        if (seen.has(item.itemId)) return [];
        seen.add(item.itemId);
        const parameters = calibrated.get(item.itemId) ?? { a: 1, b: item.difficulty };
        return [{ itemId: item.itemId, quizId: quiz.quizId, skillIds: item.skillIds, answerKey: item.answerKey, view: learnerItemOf(item), ...parameters }];
      }),
    ),
  );
  const lessons = published.modules.flatMap((module) => module.lessons.map((lesson) => ({ lessonId: lesson.lessonId, skillIds: lesson.skillIds })));
  return { courseVersion, items, lessons };
}

/**
 * A course bank holds tens of items with a = 1 (about 0.25 information each at best), so SE 0.5 takes some twelve
 * answers; the cap keeps the test short when the bank is larger and the learner far from its items.
 */
export const placementStopping = (bankSize: number): StoppingRule => ({
  seTarget: 0.5,
  minItems: Math.min(5, bankSize),
  maxItems: Math.min(20, bankSize),
});
