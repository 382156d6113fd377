import type { CertificateCriteriaValue, PathwiseEvent } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import { defaultCertificateCriteria } from './certificate-criteria.rules.js';

export type CertificateCriteriaEvent = Extract<PathwiseEvent, { type: 'CertificateCriteriaSet' }>;

export interface CertificateCriteriaState {
  readonly courseId: string;
  readonly criteria: CertificateCriteriaValue;
  /** False while the course keeps the defaults. */
  readonly set: boolean;
}

export type CertificateCriteriaCommand = {
  readonly type: 'SetCertificateCriteria';
  readonly data: { courseId: string; criteria: CertificateCriteriaValue; setBy: string };
};

const sameCriteria = (a: CertificateCriteriaValue, b: CertificateCriteriaValue) => JSON.stringify(a) === JSON.stringify(b);

/** A course's certificate criteria; setting the same ones again appends nothing, so a retry is harmless. */
export const certificateCriteriaDecider: Decider<CertificateCriteriaCommand, CertificateCriteriaState, CertificateCriteriaEvent> = {
  initialState: (courseId) => ({ courseId, criteria: defaultCertificateCriteria, set: false }),
  decide(command, state) {
    if (state.set && sameCriteria(state.criteria, command.data.criteria)) return [];
    return [{ type: 'CertificateCriteriaSet', data: command.data }];
  },
  evolve: (state, event) => ({ ...state, criteria: event.data.criteria, set: true }),
};
