import { describe, expect, it } from 'vitest';
import { readLearningStyle } from './learning-style.js';
import { splitEngagement, type ModalityStudy, type StudyModality } from './study-time.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = Date.parse('2026-11-20T12:00:00Z');

/** `minutes` of study in one modality `daysAgo` before now, finished or not. */
const studied = (modality: StudyModality, minutes: number, daysAgo = 1, finished = 1): ModalityStudy => ({
  at: now - daysAgo * DAY,
  modality,
  seconds: minutes * 60,
  finished,
});

describe('readLearningStyle', () => {
  it('is unknown with no study, naming how much evidence it needs', () => {
    expect(readLearningStyle([], now)).toEqual({
      style: 'unknown',
      confidence: 0,
      why: 'Not enough activity yet: 0 of 5 lessons or quizzes finished, or 0 of 30 minutes of study, in the last 30 days.',
    });
  });

  it('stays unknown below both thresholds, however one-sided the study is', () => {
    const four = [1, 2, 3, 4].map((day) => studied('video', 5, day));
    expect(readLearningStyle(four, now)).toMatchObject({ style: 'unknown', why: expect.stringMatching(/^Not enough activity yet: 4 of 5 .* 20 of 30 minutes/) });
  });

  it('reads the style from study time once there is half an hour of it, naming the shares', () => {
    const study = [studied('video', 40), studied('image', 10, 2), studied('text', 20, 3), studied('practice', 10, 4)];
    expect(readLearningStyle(study, now)).toEqual({
      style: 'visual',
      confidence: 0.5,
      why: 'Most of your study time in the last 30 days went to videos and images (63%), ahead of reading (25%).',
    });
  });

  it('reads the style from lessons and quizzes finished when there is little time but five of them', () => {
    const quick = [studied('practice', 2, 1), studied('practice', 2, 2), studied('practice', 2, 3), studied('audio', 2, 4), studied('practice', 2, 5)];
    expect(readLearningStyle(quick, now)).toEqual({
      style: 'kinesthetic',
      confidence: 0.25,
      why: 'Most of what you finished in the last 30 days was practice quizzes (80%), ahead of audio (20%).',
    });
  });

  it('says so when all study went to one format', () => {
    expect(readLearningStyle([studied('text', 120)], now)).toEqual({
      style: 'reading',
      confidence: 1,
      why: 'All of your study time in the last 30 days went to reading.',
    });
  });

  it('stays unknown when no style leads by 15 points, and names the two closest', () => {
    const close = [studied('video', 22), studied('text', 18), studied('practice', 10)];
    expect(readLearningStyle(close, now)).toEqual({
      style: 'unknown',
      confidence: 0,
      why: 'No format clearly leads your study time in the last 30 days: videos (44%), reading (36%); a lead of 15 points is needed.',
    });
    const justEnough = [studied('video', 23), studied('text', 17)];
    expect(readLearningStyle(justEnough, now).style).toBe('visual');
  });

  it('forgets study older than 30 days and ignores study after now', () => {
    const old = [studied('text', 300, 31), studied('video', 40, 2), studied('text', 200, -1)];
    expect(readLearningStyle(old, now)).toMatchObject({ style: 'visual', why: 'All of your study time in the last 30 days went to videos.' });
    expect(readLearningStyle(old, now - 2 * DAY)).toMatchObject({ style: 'reading' });
  });

  it('grows more confident with more evidence and a clearer lead', () => {
    const some = readLearningStyle([studied('video', 25), studied('text', 10)], now).confidence;
    const more = readLearningStyle([studied('video', 100), studied('text', 40)], now).confidence;
    const clearer = readLearningStyle([studied('video', 130), studied('text', 10)], now).confidence;
    expect(some).toBeGreaterThan(0);
    expect(more).toBeGreaterThan(some);
    expect(clearer).toBeGreaterThan(more);
    expect(clearer).toBeLessThanOrEqual(1);
  });
});

describe('splitEngagement', () => {
  it('shares a lesson’s time and completion evenly among its modalities, once each', () => {
    expect(splitEngagement({ at: now, modalities: ['video', 'text', 'video'], seconds: 600, finished: true })).toEqual([
      { at: now, modality: 'video', seconds: 300, finished: 0.5 },
      { at: now, modality: 'text', seconds: 300, finished: 0.5 },
    ]);
    expect(splitEngagement({ at: now, modalities: ['audio'], seconds: 60, finished: false })).toEqual([
      { at: now, modality: 'audio', seconds: 60, finished: 0 },
    ]);
    expect(splitEngagement({ at: now, modalities: [], seconds: 60, finished: true })).toEqual([]);
  });
});
