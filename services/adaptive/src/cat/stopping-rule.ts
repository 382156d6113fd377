/** When an adaptive test ends: once the standard error reaches its target, but never before a minimum length or after a maximum. */
export interface StoppingRule {
  readonly seTarget: number;
  readonly minItems: number;
  readonly maxItems: number;
}

export type StopReason = 'se-target' | 'max-items' | 'bank-exhausted';

export function stopReason(se: number, answered: number, remaining: number, rule: StoppingRule): StopReason | null {
  if (answered >= rule.maxItems) return 'max-items';
  if (remaining === 0) return 'bank-exhausted';
  if (answered >= rule.minItems && se <= rule.seTarget) return 'se-target';
  return null;
}
