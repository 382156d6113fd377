import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';

/** One platform-wide stream: every calibration run, adopted or not, in order. */
export const calibrationStreamId = streamId('calibration', 'platform');

const Finite = z.number().finite();
const Weights = z.record(z.string(), Finite);

/** The learner model's trained parameters, stored whole so that the engine can replay with exactly these weights. */
export const KnowledgeModelParameters = z.object({
  version: z.literal('kt-lr-1'),
  weights: Weights,
  items: z.record(z.string(), z.object({ difficulty: Finite, offset: Finite, abilityWeight: Finite })),
  skills: z.record(z.string(), z.object({ intercept: Finite, weights: Weights, typicalDifficulty: Finite })),
  tracking: z.object({ abilityPriorVariance: Finite, skillPriorVariance: Finite, driftPerAnswer: Finite }),
  trainedOn: z.number().int().min(0),
});

/** AUC is null when the held-out answers were all right or all wrong. */
const PredictionMetrics = z.object({ auc: Finite.nullable(), logLoss: Finite, rmse: Finite, accuracy: Finite });

export const CalibratedItemBank = z.object({
  courseId: EntityId,
  learners: z.number().int().min(0),
  converged: z.boolean(),
  items: z.array(z.object({ itemId: EntityId, a: Finite, b: Finite, answers: z.number().int().min(0) })),
});
export type CalibratedItemBank = z.infer<typeof CalibratedItemBank>;

/**
 * A calibration run over every answer the engine had recorded up to `throughPosition` (the log position read last).
 * The learner model is replaced only when `adopted`; item banks are refitted per course once enough learners answered.
 */
export const CalibrationCompleted = defineEvent({
  type: 'CalibrationCompleted',
  schema: z.object({
    calibrationId: EntityId,
    throughPosition: z.string().regex(/^\d+$/),
    answers: z.number().int().min(0),
    learners: z.number().int().min(0),
    heldOut: z
      .object({ learners: z.number().int().min(0), answers: z.number().int().min(0), current: PredictionMetrics, candidate: PredictionMetrics })
      .nullable(),
    adopted: z.boolean(),
    reason: z.string().max(300),
    parameters: KnowledgeModelParameters.nullable(),
    itemBanks: z.array(CalibratedItemBank),
  }),
});

export const calibrationEvents = [CalibrationCompleted] as const;
