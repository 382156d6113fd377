import {
  emptyLedger,
  exposureControlledSelector,
  nextAdaptiveStep,
  planPlacement,
  seedFrom,
  seededRandom,
  type AnsweredItem,
  type ExposureLedger,
} from '@pathwise/adaptive';
import type { PathwiseEvent, QuizAnswer } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import { DomainError } from '../../kernel/domain-error.js';
import { assertRetryOf } from '../../kernel/retry-keys.js';
import { isCorrect } from '../assessment/index.js';
import { placementStopping, type PlacementBank } from './placement-bank.rules.js';

export type PlacementEvent = Extract<PathwiseEvent, { type: `Placement${string}` }>;
type Completed = Extract<PlacementEvent, { type: 'PlacementTestCompleted' }>['data'];

export interface PlacementState {
  readonly exists: boolean;
  readonly testId: string;
  readonly learnerId: string;
  readonly courseId: string;
  readonly courseVersion: number;
  readonly maxItems: number;
  readonly askedItemId: string | null;
  readonly answers: readonly AnsweredItem[];
  readonly ability: { theta: number; se: number };
  readonly completed: Completed | null;
}

const initialPlacementState = (testId: string): PlacementState => ({
  exists: false,
  testId,
  learnerId: '',
  courseId: '',
  courseVersion: 0,
  maxItems: 0,
  askedItemId: null,
  answers: [],
  ability: { theta: 0, se: 1 },
  completed: null,
});

function evolvePlacement(state: PlacementState, event: PlacementEvent): PlacementState {
  switch (event.type) {
    case 'PlacementTestStarted': {
      const { testId, learnerId, courseId, courseVersion, stopping, firstItemId } = event.data;
      return { ...state, exists: true, testId, learnerId, courseId, courseVersion, maxItems: stopping.maxItems, askedItemId: firstItemId };
    }
    case 'PlacementItemAnswered':
      return {
        ...state,
        answers: [...state.answers, { itemId: event.data.answer.itemId, correct: event.data.correct }],
        ability: event.data.ability,
        askedItemId: event.data.nextItemId,
      };
    case 'PlacementTestCompleted':
      return { ...state, askedItemId: null, ability: event.data.ability, completed: event.data };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

interface Context {
  readonly bank: PlacementBank;
  /** How often earlier tests of the course showed each item, for the exposure ceiling. */
  readonly exposure?: ExposureLedger;
}

export type PlacementCommand =
  | { type: 'StartPlacementTest'; data: { testId: string; learnerId: string; courseId: string } & Context; metadata: { now: Date } }
  | { type: 'AnswerPlacementItem'; data: { answer: QuizAnswer } & Context; metadata: { now: Date } };

/** The item to ask after `answers`: seeded by test and position, so the log replays to the same choice. */
function nextStep(testId: string, answers: readonly AnsweredItem[], { bank, exposure = emptyLedger }: Context) {
  const random = seededRandom(seedFrom(`${testId}:${answers.length}`));
  return nextAdaptiveStep(bank.items, answers, { stopping: placementStopping(bank.items.length) }, random, exposureControlledSelector(exposure));
}

const conflict = (detail: string, pointer: string) => DomainError.conflict(detail, [{ pointer, detail }]);

function decidePlacement(command: PlacementCommand, state: PlacementState): PlacementEvent[] {
  switch (command.type) {
    case 'StartPlacementTest': {
      const { testId, learnerId, courseId, bank } = command.data;
      if (state.exists) {
        assertRetryOf({ pointer: '#/body/testId', value: testId }, { actorId: state.learnerId, payload: state.courseId }, { actorId: learnerId, payload: courseId });
        return [];
      }
      const step = nextStep(testId, [], command.data);
      if (step.kind === 'stop') throw conflict('This course has no quiz items to place you with yet', '#/params/courseId');
      return [{
        type: 'PlacementTestStarted',
        data: {
          testId, learnerId, courseId, courseVersion: bank.courseVersion, stopping: placementStopping(bank.items.length),
          bankSize: bank.items.length, firstItemId: step.item.itemId, startedAt: command.metadata.now.toISOString(),
        },
      }];
    }
    case 'AnswerPlacementItem': {
      const { answer, bank } = command.data;
      if (state.completed) throw conflict('This placement test is already completed', '#/body/itemId');
      if (state.answers.some((answered) => answered.itemId === answer.itemId)) throw conflict(`Item "${answer.itemId}" was already answered`, '#/body/itemId');
      if (answer.itemId !== state.askedItemId) throw conflict(`Item "${answer.itemId}" is not the item this test asked`, '#/body/itemId');
      const item = bank.items.find((each) => each.itemId === answer.itemId);
      if (!item) throw conflict(`Item "${answer.itemId}" is no longer in this course`, '#/body/itemId');
      const correct = isCorrect(answer, item.answerKey);
      const answers = [...state.answers, { itemId: item.itemId, correct }];
      const step = nextStep(state.testId, answers, command.data);
      const base = { testId: state.testId, learnerId: state.learnerId, courseId: state.courseId };
      const answered: PlacementEvent = {
        type: 'PlacementItemAnswered',
        data: { ...base, quizId: item.quizId, answer, correct, ability: step.estimate, nextItemId: step.kind === 'ask' ? step.item.itemId : null },
      };
      if (step.kind === 'ask') return [answered];
      const plan = planPlacement(bank.items, answers, bank.lessons);
      return [answered, {
        type: 'PlacementTestCompleted',
        data: {
          ...base,
          ability: plan.overall,
          stopReason: step.reason,
          itemsAnswered: answers.length,
          skills: plan.skills.map(({ skillId, theta, se, answered: count, correct: right, probabilityMastered, mastered }) => ({
            skillId, ability: { theta, se }, answered: count, correct: right, probabilityMastered, mastered,
          })),
          masteredSkillIds: [...plan.masteredSkillIds],
          skippedLessonIds: [...plan.skippedLessonIds],
          completedAt: command.metadata.now.toISOString(),
        },
      }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const placementTestDecider: Decider<PlacementCommand, PlacementState, PlacementEvent> = {
  decide: decidePlacement,
  evolve: evolvePlacement,
  initialState: initialPlacementState,
};
