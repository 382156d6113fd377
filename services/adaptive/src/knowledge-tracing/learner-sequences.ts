import type { Observation } from './knowledge-model.js';

/**
 * Each learner's answers in the order they happened: by time, ties kept in the order given (a stable sort), so that
 * a replay and an evaluation see the same sequence as the log.
 */
export function learnerSequences(observations: readonly Observation[]): Map<string, Observation[]> {
  const sequences = new Map<string, Observation[]>();
  for (const observation of observations) {
    const sequence = sequences.get(observation.learnerId);
    if (sequence) sequence.push(observation);
    else sequences.set(observation.learnerId, [observation]);
  }
  for (const sequence of sequences.values()) sequence.sort((a, b) => a.at - b.at);
  return sequences;
}
