import { readLearningStyle as readFromStudy } from '@pathwise/adaptive';
import type { LearningStyleReading } from '@pathwise/contracts';
import { modalityStudyOf, type LearnerProfileState } from '@pathwise/projections';

/**
 * The learner's observed study preference at `asOf`, from the study per modality the profile folded. Pure over the
 * folded profile, like the state of mind, so time travel reads the preference as it stood then.
 */
export function readLearningStyle(state: LearnerProfileState, asOf: Date): LearningStyleReading {
  return readFromStudy(modalityStudyOf(state.study), asOf.getTime());
}
