import { listInWords, percentText } from '../shared/wording.js';
import type { ModalityStudy, StudyModality } from './study-time.js';

/**
 * The learner's observed study preference (the spec's learningStyle), read from where their recent study went.
 *
 * Not a trait: the idea that people learn better when teaching matches a fixed "learning style" (the meshing
 * hypothesis) has not held up in controlled studies (Pashler, McDaniel, Rohrer and Bjork 2008, "Learning Styles:
 * Concepts and Evidence"). This only describes what the learner has been choosing and spending time on lately, so
 * that suggestions can break ties and wording can fit; it never hides or withholds content of another format. It
 * also reflects what their courses offer: a course of text lessons makes a "reading" learner.
 */
export const observedLearningStyles = ['visual', 'auditory', 'reading', 'kinesthetic'] as const;
export type ObservedLearningStyle = (typeof observedLearningStyles)[number];
export type LearningStyle = ObservedLearningStyle | 'unknown';

export const styleOfModality: Readonly<Record<StudyModality, ObservedLearningStyle>> = {
  video: 'visual',
  image: 'visual',
  audio: 'auditory',
  text: 'reading',
  practice: 'kinesthetic',
};

export interface LearningStyleReading {
  readonly style: LearningStyle;
  /** 0..1: how much evidence there is and how clearly one style leads; 0 while the style is unknown. */
  readonly confidence: number;
  /** The evidence in one sentence, naming the window and the shares. */
  readonly why: string;
}

export interface LearningStyleOptions {
  /** Only study this recent counts: preferences change, and old courses should not speak for new ones. */
  readonly windowMs: number;
  /** Enough evidence is this many lessons or quizzes finished in the window ... */
  readonly minFinished: number;
  /** ... or this much study time in it. */
  readonly minSeconds: number;
  /** The leading style's share must beat the next one's by this much (0.15 is 15 percentage points). */
  readonly leadMargin: number;
}

const DAY_MS = 86_400_000;

/**
 * Why these numbers: 30 days follows the learner's current courses; five finished pieces or half an hour of study is
 * the least that says anything; a lead under 15 points is within what one long lesson can swing.
 */
export const defaultLearningStyleOptions: LearningStyleOptions = {
  windowMs: 30 * DAY_MS,
  minFinished: 5,
  minSeconds: 30 * 60,
  leadMargin: 0.15,
};

const modalityWords: Readonly<Record<StudyModality, string>> = {
  video: 'videos',
  image: 'images',
  audio: 'audio',
  text: 'reading',
  practice: 'practice quizzes',
};

interface StyleShare {
  readonly style: ObservedLearningStyle;
  readonly share: number;
  /** The modalities behind it, in words ("videos and images"). */
  readonly words: string;
}

/** Each style's share of the measure, largest first (ties in a fixed order), with the modalities behind it. */
function sharesOf(study: readonly ModalityStudy[], measure: (entry: ModalityStudy) => number): StyleShare[] {
  const total = study.reduce((sum, entry) => sum + measure(entry), 0);
  return observedLearningStyles
    .map((style) => {
      const mine = study.filter((entry) => styleOfModality[entry.modality] === style && measure(entry) > 0);
      const modalities = [...new Set(mine.map((entry) => entry.modality))];
      const share = total === 0 ? 0 : mine.reduce((sum, entry) => sum + measure(entry), 0) / total;
      return { style, share, words: listInWords(modalities.map((modality) => modalityWords[modality])) };
    })
    .filter((each) => each.share > 0)
    .sort((a, b) => b.share - a.share);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Reads the learner's observed study preference at `now` from their study per modality. Pure: time comes in.
 * Measured by study time once there is `minSeconds` of it in the window, else by lessons and quizzes finished once
 * there are `minFinished`; otherwise, or when no style leads by `leadMargin`, the style is 'unknown'.
 */
export function readLearningStyle(
  study: readonly ModalityStudy[],
  now: number,
  options: LearningStyleOptions = defaultLearningStyleOptions,
): LearningStyleReading {
  const recent = study.filter((entry) => entry.at <= now && entry.at > now - options.windowMs);
  const seconds = recent.reduce((sum, entry) => sum + entry.seconds, 0);
  const finished = recent.reduce((sum, entry) => sum + entry.finished, 0);
  const days = Math.round(options.windowMs / DAY_MS);
  const byTime = seconds >= options.minSeconds;
  if (!byTime && finished < options.minFinished - 1e-9) {
    const minutes = Math.floor(seconds / 60);
    const why =
      `Not enough activity yet: ${Math.floor(finished + 1e-9)} of ${options.minFinished} lessons or quizzes finished, or ` +
      `${minutes} of ${Math.round(options.minSeconds / 60)} minutes of study, in the last ${days} days.`;
    return { style: 'unknown', confidence: 0, why };
  }
  const shares = sharesOf(recent, byTime ? (entry) => entry.seconds : (entry) => entry.finished);
  const what = byTime ? `your study time in the last ${days} days` : `what you finished in the last ${days} days`;
  const verb = byTime ? 'went to' : 'was';
  const [leader, runnerUp] = shares;
  if (!leader) return { style: 'unknown', confidence: 0, why: `No format stands out in ${what}.` };
  const named = (each: StyleShare) => `${each.words} (${percentText(each.share)})`;
  const lead = leader.share - (runnerUp?.share ?? 0);
  if (runnerUp && lead < options.leadMargin - 1e-9) {
    const points = Math.round(options.leadMargin * 100);
    const why = `No format clearly leads ${what}: ${named(leader)}, ${named(runnerUp)}; a lead of ${points} points is needed.`;
    return { style: 'unknown', confidence: 0, why };
  }
  // Half an hour or five pieces is the least evidence (a quarter); two hours or twenty pieces is plenty.
  const evidence = Math.min(1, byTime ? seconds / (4 * options.minSeconds) : finished / (4 * options.minFinished));
  const clarity = Math.min(1, lead / 0.5);
  const why = !runnerUp
    ? `All of ${what} ${verb} ${leader.words}.`
    : `${leader.share > 0.5 ? 'Most' : 'The largest share'} of ${what} ${verb} ${named(leader)}, ahead of ${named(runnerUp)}.`;
  return { style: leader.style, confidence: round2(evidence * clarity), why };
}
