/** The logistic function and its inverse, clamped so that log losses and logits stay finite. */
const EPSILON = 1e-9;

export const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

export const clampProbability = (p: number): number => Math.min(1 - EPSILON, Math.max(EPSILON, p));

export const logit = (p: number): number => {
  const q = clampProbability(p);
  return Math.log(q / (1 - q));
};
