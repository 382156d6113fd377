export * from './knowledge-tracing/knowledge-model.js';
export * from './knowledge-tracing/knowledge-model-parameters.js';
export * from './knowledge-tracing/create-knowledge-model.js';
export * from './knowledge-tracing/explain-answer.js';
export * from './knowledge-tracing/train-knowledge-model.js';
export * from './knowledge-tracing/learner-sequences.js';
export * from './shared/seeded-random.js';
export * from './shared/logistic.js';
export * from './mastery/mastery-level.js';
export * from './difficulty/difficulty-policy.js';
export * from './difficulty/difficulty-window.js';
export * from './spaced-review/review-schedule.js';
export * from './content/skill-frontier.js';
export * from './content/course-outline.js';
export * from './content/topic-match.js';
export * from './content/next-best-content.js';
export {
  type ActivityKind,
  type LearnerActivity,
  type StateOfMindOptions,
  activityKinds,
  defaultStateOfMindOptions,
} from './state-of-mind/learner-activity.js';
export * from './state-of-mind/state-of-mind.js';
export * from './learning-style/study-time.js';
export * from './learning-style/learning-style.js';
export * from './feedback/attempt-feedback.js';
export * from './simulation/index.js';
export * from './irt/two-parameter-logistic.js';
export * from './irt/quadrature.js';
export * from './irt/ability-estimate.js';
export * from './irt/item-fit.js';
export * from './irt/calibration.js';
export * from './cat/item-selection.js';
export * from './cat/exposure-control.js';
export * from './cat/stopping-rule.js';
export * from './cat/adaptive-test.js';
export * from './cat/fixed-form.js';
export * from './cat/placement-planner.js';
export * from './calibration/calibrate-learner-model.js';
export * from './calibration/calibrate-item-bank.js';
export type { PredictionMetrics } from './evaluation/metrics.js';
