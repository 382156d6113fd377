import type {
  AdaptiveAnalytics,
  AdaptiveContentResponse,
  ContentSuggestion,
  DifficultyAdjustment,
  LearnerProfile,
  SkillMastery,
} from '@pathwise/contracts';

let next = 0;
const fresh = (prefix: string) => `${prefix}-${(next += 1)}`;

/** One skill as the profile reports it; override what the test is about. */
export function aSkill(overrides: Partial<SkillMastery> = {}): SkillMastery {
  return {
    courseId: 'course-fractions',
    skillId: fresh('skill'),
    skillName: 'Adding fractions',
    probability: 0.82,
    confidence: 0.7,
    level: 'proficient',
    why: 'Proficient: an 82% chance of success, above the 75% threshold, resting on 6 answers.',
    attempts: 6,
    correct: 5,
    lastPracticedAt: '2026-03-02T10:00:00.000Z',
    nextReviewAt: null,
    evidence: [
      { attemptId: 'attempt-2', itemId: 'item-7', correct: true, at: '2026-03-02T10:00:00.000Z', before: 0.7, after: 0.82 },
      { attemptId: 'attempt-1', itemId: 'item-3', correct: false, at: '2026-03-01T10:00:00.000Z', before: 0.75, after: 0.7 },
    ],
    ...overrides,
  };
}

export function anAdjustment(overrides: Partial<DifficultyAdjustment> = {}): DifficultyAdjustment {
  return {
    courseId: 'course-fractions',
    oldLevel: 'beginner',
    newLevel: 'intermediate',
    reason: 'Predicted success stayed above 85% for 5 attempts',
    timestamp: '2026-03-02T09:00:00.000Z',
    evidence: { predictedSuccess: 0.88, observedSuccess: 0.9, attemptIds: ['attempt-1'] },
    ...overrides,
  };
}

/** A learner with some history: one course, two skills, a few events; focused, style unknown, unless told otherwise. */
export function aProfile(userId: string, overrides: Partial<LearnerProfile> = {}): LearnerProfile {
  return {
    userId,
    learningStyle: 'unknown',
    learning_style: 'unknown',
    learningStyleReading: {
      style: 'unknown',
      confidence: 0,
      why: 'Not enough activity yet: 3 of 5 lessons or quizzes finished, or 12 of 30 minutes of study, in the last 30 days.',
    },
    asOf: '2026-03-03T12:00:00.000Z',
    position: '42',
    learningStreak: 3,
    stateOfMind: { state: 'focused', reasons: ['Steady answers over the last 20 minutes'], since: '2026-03-03T11:40:00.000Z' },
    difficulty: [{ courseId: 'course-fractions', level: 'intermediate' }],
    skills: [
      aSkill({ skillId: 'skill-add', skillName: 'Adding fractions' }),
      aSkill({
        skillId: 'skill-compare',
        skillName: 'Comparing fractions',
        probability: 0.35,
        level: 'attempted',
        why: 'Attempted: 2 answers so far, too few to be sure.',
        attempts: 2,
        correct: 0,
        evidence: [],
      }),
    ],
    recentAdjustments: [anAdjustment()],
    recentEvents: [
      {
        eventId: 'event-1',
        eventType: 'quiz_attempt',
        courseId: 'course-fractions',
        lessonId: null,
        score: 80,
        timeSpent: 120,
        occurredAt: '2026-03-02T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** A learner who has done nothing yet. */
export const aNewLearner = (userId: string): LearnerProfile =>
  aProfile(userId, {
    position: null,
    stateOfMind: { state: 'exploring', reasons: [], since: null },
    difficulty: [],
    skills: [aSkill({ skillId: 'skill-add', level: 'not_started', attempts: 0, correct: 0, probability: 0.5, evidence: [] })],
    recentAdjustments: [],
    recentEvents: [],
  });

export function aSuggestion(overrides: Partial<ContentSuggestion> = {}): ContentSuggestion {
  return {
    kind: 'lesson',
    courseId: 'course-fractions',
    lessonId: 'lesson-compare',
    quizId: null,
    skillIds: ['skill-compare'],
    title: 'Comparing fractions',
    reason: 'Its prerequisite, adding fractions, is proficient: it is on your frontier.',
    predictedSuccess: 0.71,
    ...overrides,
  };
}

export const someContent = (overrides: Partial<AdaptiveContentResponse> = {}): AdaptiveContentResponse => ({
  content: aSuggestion(),
  alternatives: [],
  dueReviews: [],
  ...overrides,
});

export function anAnalytics(profile: LearnerProfile, overrides: Partial<AdaptiveAnalytics> = {}): AdaptiveAnalytics {
  return {
    profile,
    masteryTimeline: [
      { skillId: 'skill-add', at: '2026-03-01T10:00:00.000Z', probability: 0.4 },
      { skillId: 'skill-add', at: '2026-03-01T11:00:00.000Z', probability: 0.6 },
      { skillId: 'skill-add', at: '2026-03-02T10:00:00.000Z', probability: 0.82 },
      { skillId: 'skill-compare', at: '2026-03-01T12:00:00.000Z', probability: 0.35 },
    ],
    calibration: [],
    totals: { attempts: 8, correct: 5, timeSpentSeconds: 900 },
    ...overrides,
  };
}
