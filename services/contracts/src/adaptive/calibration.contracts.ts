/** Calibration of the learner model and item banks from all learners' answers (ADR 16). */
import { z } from 'zod';

const PredictionFigures = z.object({
  /** Null when the held-out answers were all right or all wrong. */
  auc: z.number().nullable(),
  logLoss: z.number(),
  rmse: z.number(),
  accuracy: z.number(),
});

export const CalibrationSummary = z.object({
  calibrationId: z.string(),
  recordedAt: z.iso.datetime(),
  answers: z.number().int(),
  learners: z.number().int(),
  /** Whether the engine now judges attempts with these parameters. */
  adopted: z.boolean(),
  reason: z.string(),
  /** The parameters in use and the candidate, predicting learners the candidate was not trained on. */
  heldOut: z.object({ learners: z.number().int(), answers: z.number().int(), current: PredictionFigures, candidate: PredictionFigures }).nullable(),
  itemBanks: z.array(z.object({ courseId: z.string(), learners: z.number().int(), items: z.number().int(), converged: z.boolean() })),
});
export type CalibrationSummary = z.infer<typeof CalibrationSummary>;

export const CalibrationList = z.object({ runs: z.array(CalibrationSummary) });
export type CalibrationList = z.infer<typeof CalibrationList>;
