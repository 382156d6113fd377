import {
  KNOWLEDGE_MODEL_VERSION,
  defaultKnowledgeModelParameters,
  knowledgeModel,
  type ItemDescription,
  type KnowledgeModel,
  type KnowledgeModelParameters,
  type LearnerKnowledgeState,
  type SkillEstimate,
} from '@pathwise/adaptive';
import type { MasteryObservation } from '@pathwise/event-schemas';
import { courseSkillKey, type ObservedAttempt } from './mastery-history.fold.js';

/** An item as the course describes it at the version the learner answered it. */
export interface CourseItem {
  readonly itemId: string;
  readonly skillIds: readonly string[];
  readonly difficulty: number;
}

/**
 * The learner model seen from a course: ids of skills and items are unique only within their course, so the model
 * knows them as `<courseId>/<id>`, and one learner's knowledge state spans all their courses.
 */
export class LearnerKnowledge {
  private readonly model: KnowledgeModel;
  /** Stored with every estimate, so a reader knows which model and parameters produced it. */
  readonly modelName: string;

  constructor(parameters: KnowledgeModelParameters = defaultKnowledgeModelParameters) {
    this.model = knowledgeModel(parameters);
    this.modelName = `${KNOWLEDGE_MODEL_VERSION}/trained-on-${parameters.trainedOn}`;
  }

  private describe(courseId: string, item: CourseItem): ItemDescription {
    return {
      itemId: courseSkillKey(courseId, item.itemId),
      skillIds: item.skillIds.map((skillId) => courseSkillKey(courseId, skillId)),
      priorDifficulty: item.difficulty,
    };
  }

  initialState(): LearnerKnowledgeState {
    return this.model.initialState();
  }

  predict(state: LearnerKnowledgeState, courseId: string, item: CourseItem, at: number): number {
    return this.model.predict(state, this.describe(courseId, item), at);
  }

  observe(state: LearnerKnowledgeState, learnerId: string, courseId: string, item: CourseItem & { correct: boolean }, at: number): LearnerKnowledgeState {
    const described = this.describe(courseId, item);
    return this.model.observe(state, { learnerId, itemId: described.itemId, skillIds: described.skillIds, correct: item.correct, at }, described);
  }

  skill(state: LearnerKnowledgeState, courseId: string, skillId: string, at: number): SkillEstimate {
    return this.model.skill(state, courseSkillKey(courseId, skillId), at);
  }

  /** The knowledge state after these attempts, answered in this order (after `from`): the log's record, folded again. */
  replay(learnerId: string, attempts: readonly ObservedAttempt[], from: LearnerKnowledgeState = this.initialState()): LearnerKnowledgeState {
    let state = from;
    for (const attempt of attempts) state = this.observeAll(state, learnerId, attempt.courseId, attempt.observations, attempt.answeredAt);
    return state;
  }

  observeAll(state: LearnerKnowledgeState, learnerId: string, courseId: string, observations: readonly MasteryObservation[], at: number): LearnerKnowledgeState {
    return observations.reduce((current, observation) => this.observe(current, learnerId, courseId, observation, at), state);
  }
}
