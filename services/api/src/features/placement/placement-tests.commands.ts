import type { PlacementTestResponse } from '@pathwise/contracts';
import { streamId, type PathwiseEvent, type QuizAnswer } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import { AccessDeniedError, NotFoundError } from '../../http/http-errors.js';
import { foldState } from '../../kernel/decider.js';
import { executeOnStream } from '../../kernel/stream-command.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { CourseCommands } from '../courses/index.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { placementBank, uncalibrated, type ItemCalibrations, type PlacementBank } from './placement-bank.rules.js';
import { placementTestDecider, type PlacementCommand, type PlacementEvent, type PlacementState } from './placement-test.decider.js';

export const NOT_ENROLLED_FOR_PLACEMENT = 'Enrol in this course to take its placement test.';
/** Another learner's test answers as if it did not exist, so test ids cannot be probed. */
const NO_SUCH_TEST = 'No such placement test';
export const placementStreamId = (testId: string) => streamId('placement', testId);

/** Runs placement tests: load the test and the course version it places against, decide, append. */
export class PlacementTests {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly courses: CourseCommands,
    private readonly access: CourseAccess,
    private readonly clock: () => Date,
    private readonly calibrations: ItemCalibrations = uncalibrated,
  ) {}

  async start(courseId: string, testId: string, origin: CommandOrigin): Promise<{ test: PlacementTestResponse; created: boolean }> {
    const learnerId = origin.actor.userId;
    const standing = await this.access.standing(courseId, learnerId);
    if (!standing || standing.publishedVersion === null) throw new NotFoundError('No such course');
    if (!standing.isEnrolled) throw new AccessDeniedError(NOT_ENROLLED_FOR_PLACEMENT);
    const bank = await this.bankOf(courseId, standing.publishedVersion);
    const { state, created } = await this.execute(testId, { type: 'StartPlacementTest', data: { testId, learnerId, courseId, bank }, metadata: { now: this.clock() } }, origin);
    return { test: viewOf(state, state.courseVersion === bank.courseVersion ? bank : await this.bankOf(courseId, state.courseVersion)), created };
  }

  async answer(testId: string, answer: QuizAnswer, origin: CommandOrigin): Promise<PlacementTestResponse> {
    const { state: before } = await this.owned(testId, origin.actor.userId);
    const bank = await this.bankOf(before.courseId, before.courseVersion);
    const { state } = await this.execute(testId, { type: 'AnswerPlacementItem', data: { answer, bank }, metadata: { now: this.clock() } }, origin);
    return viewOf(state, bank);
  }

  async get(testId: string, userId: string): Promise<PlacementTestResponse> {
    const { state } = await this.owned(testId, userId);
    return viewOf(state, await this.bankOf(state.courseId, state.courseVersion));
  }

  private async owned(testId: string, userId: string) {
    const { events } = await this.store.readStream(placementStreamId(testId));
    const state = foldState(placementTestDecider, testId, events as PlacementEvent[]);
    if (!state.exists || state.learnerId !== userId) throw new NotFoundError(NO_SUCH_TEST);
    return { state };
  }

  private async bankOf(courseId: string, courseVersion: number): Promise<PlacementBank> {
    const [{ events }, calibrated] = await Promise.all([this.courses.load(courseId), this.calibrations.parametersOf(courseId)]);
    const bank = placementBank(events, courseVersion, calibrated);
    if (!bank) throw new NotFoundError('No such course');
    return bank;
  }

  private async execute(testId: string, command: PlacementCommand, origin: CommandOrigin): Promise<{ state: PlacementState; created: boolean }> {
    const { state, appended } = await executeOnStream(this.store, {
      streamId: placementStreamId(testId),
      stateId: testId,
      decider: placementTestDecider,
      command: () => command,
      metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: origin.actor.userId } },
    });
    return { state, created: appended.length > 0 };
  }
}

function viewOf(state: PlacementState, bank: PlacementBank): PlacementTestResponse {
  const asked = state.askedItemId === null ? undefined : bank.items.find((item) => item.itemId === state.askedItemId);
  const last = state.answers.at(-1);
  const { completed } = state;
  return {
    testId: state.testId,
    courseId: state.courseId,
    courseVersion: state.courseVersion,
    status: completed ? 'completed' : 'in-progress',
    itemsAnswered: state.answers.length,
    maxItems: state.maxItems,
    ability: state.ability,
    lastAnswer: last ? { itemId: last.itemId, correct: last.correct } : null,
    item: asked ? { ...asked.view, quizId: asked.quizId } : null,
    outcome: completed && {
      stopReason: completed.stopReason,
      skills: completed.skills,
      masteredSkillIds: completed.masteredSkillIds,
      skippedLessonIds: completed.skippedLessonIds,
      completedAt: completed.completedAt,
    },
  };
}
