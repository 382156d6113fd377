/**
 * What the learning-style reading looks at: where the learner's study went, per content modality. Lessons reach the
 * learner as video, audio, images or text; quizzes are practice. Times are epoch ms.
 */
export const studyModalities = ['video', 'audio', 'image', 'text', 'practice'] as const;
export type StudyModality = (typeof studyModalities)[number];

/** Study in one modality: its seconds and how many lessons or quizzes were finished (fractions when shared). */
export interface ModalityStudy {
  readonly at: number;
  readonly modality: StudyModality;
  readonly seconds: number;
  readonly finished: number;
}

/** One learning event: the modalities of what was studied, the time spent, and whether it was finished. */
export interface StudyEngagement {
  readonly at: number;
  readonly modalities: readonly StudyModality[];
  readonly seconds: number;
  readonly finished: boolean;
}

/**
 * A lesson's time and completion shared evenly among its modalities: how long the learner watched its video rather
 * than read its text is not recorded, so a lesson of both counts half to each. Nothing for content of no known kind.
 */
export function splitEngagement(engagement: StudyEngagement): ModalityStudy[] {
  const modalities = [...new Set(engagement.modalities)];
  const share = 1 / modalities.length;
  return modalities.map((modality) => ({
    at: engagement.at,
    modality,
    seconds: engagement.seconds * share,
    finished: engagement.finished ? share : 0,
  }));
}
