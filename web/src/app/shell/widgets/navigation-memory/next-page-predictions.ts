import { z } from 'zod';
import { ownedKey, readStored, storageKeys, writeStored } from '../../../../shared/lib/local-store';

/** How often one person went from one page (key) to another (inner key). */
export type TransitionCounts = Record<string, Record<string, number>>;

const TransitionCountsSchema = z.record(z.string(), z.record(z.string(), z.number().int().nonnegative()));

/** Spec section 5: a suggestion needs a confidence above 0.7 (strictly). */
export const PREDICTION_MIN_CONFIDENCE = 0.7;
/** Two visits out of two would be "100 %": a hint needs a habit, not a coincidence. */
export const PREDICTION_MIN_OBSERVATIONS = 5;
/** Bounds what the browser keeps; the pages left least are forgotten first. */
const MAX_SOURCE_PAGES = 50;

export interface Prediction {
  readonly path: string;
  /** Share of the departures from the current page that went to `path`. */
  readonly confidence: number;
  readonly observations: number;
}

const total = (targets: Record<string, number>) => Object.values(targets).reduce((sum, count) => sum + count, 0);

export function withTransition(counts: TransitionCounts, from: string, to: string): TransitionCounts {
  const targets = counts[from] ?? {};
  const next: TransitionCounts = { ...counts, [from]: { ...targets, [to]: (targets[to] ?? 0) + 1 } };
  const sources = Object.keys(next);
  if (sources.length <= MAX_SOURCE_PAGES) return next;
  const leastUsed = sources.filter((source) => source !== from).sort((a, b) => total(next[a] ?? {}) - total(next[b] ?? {}))[0];
  if (leastUsed) delete next[leastUsed];
  return next;
}

/** The most likely next page after `from`, or null unless it is both frequent enough and seen often enough. */
export function predictNextPage(counts: TransitionCounts, from: string): Prediction | null {
  const targets = counts[from];
  if (!targets) return null;
  const observations = total(targets);
  if (observations < PREDICTION_MIN_OBSERVATIONS) return null;
  const [path, count] = Object.entries(targets).sort(([, a], [, b]) => b - a)[0] ?? [];
  if (path === undefined || count === undefined) return null;
  const confidence = count / observations;
  return confidence > PREDICTION_MIN_CONFIDENCE ? { path, confidence, observations } : null;
}

/** The steps `owner` (see navigation-owner.ts) took between pages. */
export const readTransitions = (owner: string): TransitionCounts =>
  readStored(ownedKey(storageKeys.pageTransitions, owner), TransitionCountsSchema, {});

export function rememberTransition(owner: string, from: string, to: string): void {
  writeStored(ownedKey(storageKeys.pageTransitions, owner), withTransition(readTransitions(owner), from, to));
}
