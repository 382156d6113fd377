import { splitEngagement, type ModalityStudy, type StudyModality } from '@pathwise/adaptive';
import type { PathwiseEvent } from '@pathwise/event-schemas';

type LearningEventData = Extract<PathwiseEvent, { type: 'LearningEventRecorded' }>['data'];

/** Days of study kept: the 30-day window of the learning-style reading, plus room for events that arrive late. */
export const STUDY_DAYS_KEPT = 45;
const DAY_MS = 86_400_000;

/** A day's study in one modality (the UTC day, so a day never starts after the moment it describes). */
export interface ProfileStudy {
  day: string;
  modality: StudyModality;
  seconds: number;
  finished: number;
}

/** Quizzes are practice; lessons are what their content was made of when the event was recorded. */
const modalitiesOf = (data: LearningEventData): readonly StudyModality[] =>
  data.eventType === 'quiz_attempt' ? ['practice'] : data.contentModalities;

/** Adds one learning event's study to the per-day, per-modality totals and lets days past the kept span go. */
export function addStudy(study: readonly ProfileStudy[], data: LearningEventData): ProfileStudy[] {
  const at = Date.parse(data.occurredAt);
  const day = new Date(at).toISOString().slice(0, 10);
  const finished = data.eventType !== 'lesson_start';
  const added = splitEngagement({ at, modalities: modalitiesOf(data), seconds: data.timeSpentSeconds, finished });
  if (added.every((each) => each.seconds === 0 && each.finished === 0)) return [...study];
  const next = study.map((entry) => ({ ...entry }));
  for (const each of added) {
    const entry = next.find((kept) => kept.day === day && kept.modality === each.modality);
    if (entry) {
      entry.seconds += each.seconds;
      entry.finished += each.finished;
    } else {
      next.push({ day, modality: each.modality, seconds: each.seconds, finished: each.finished });
    }
  }
  const newest = next.reduce((latest, entry) => (entry.day > latest ? entry.day : latest), day);
  const oldestKept = new Date(Date.parse(newest) - (STUDY_DAYS_KEPT - 1) * DAY_MS).toISOString().slice(0, 10);
  return next.filter((entry) => entry.day >= oldestKept).sort((a, b) => a.day.localeCompare(b.day) || a.modality.localeCompare(b.modality));
}

/** The kept study as the learning-style reading takes it, each day's study counted from the start of that day. */
export const modalityStudyOf = (study: readonly ProfileStudy[]): ModalityStudy[] =>
  study.map((entry) => ({ at: Date.parse(`${entry.day}T00:00:00.000Z`), modality: entry.modality, seconds: entry.seconds, finished: entry.finished }));
