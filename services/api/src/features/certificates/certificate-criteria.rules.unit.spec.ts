import { describe, expect, it } from 'vitest';
import { certificateIdFor, criteriaNarrative, defaultCertificateCriteria, meetsCertificateCriteria } from './certificate-criteria.rules.js';

const course = { lessonIds: ['l1', 'l2', 'l3'], quizIds: ['q1'] };
const progress = (completed: string[], scores: Record<string, number> = {}, levels: Record<string, 'familiar' | 'proficient' | 'mastered'> = {}) => ({
  completedLessonIds: new Set(completed),
  bestQuizScores: new Map(Object.entries(scores)),
  skillLevels: new Map(Object.entries(levels)),
});

describe('certificate criteria', () => {
  it('by default, ask for every lesson and nothing else', () => {
    expect(meetsCertificateCriteria(defaultCertificateCriteria, course, progress(['l1', 'l2']))).toBe(false);
    expect(meetsCertificateCriteria(defaultCertificateCriteria, course, progress(['l1', 'l2', 'l3']))).toBe(true);
  });

  it('ask for the chosen lessons, each quiz at the score, and each skill at its level or above', () => {
    const criteria = { enabled: true, requiredLessonIds: ['l2'], minimumQuizScorePercent: 80, masteryRequirements: [{ skillId: 's1', level: 'proficient' as const }] };
    expect(meetsCertificateCriteria(criteria, course, progress(['l2'], { q1: 79 }, { s1: 'mastered' }))).toBe(false);
    expect(meetsCertificateCriteria(criteria, course, progress(['l2'], { q1: 80 }, { s1: 'familiar' }))).toBe(false);
    expect(meetsCertificateCriteria(criteria, course, progress(['l2'], { q1: 80 }, { s1: 'mastered' }))).toBe(true);
  });

  it('fall back to every lesson when the chosen ones were all removed, and certify nothing when turned off or empty', () => {
    const removed = { ...defaultCertificateCriteria, requiredLessonIds: ['gone'] };
    expect(meetsCertificateCriteria(removed, course, progress(['l1']))).toBe(false);
    expect(meetsCertificateCriteria({ ...defaultCertificateCriteria, enabled: false }, course, progress(['l1', 'l2', 'l3']))).toBe(false);
    expect(meetsCertificateCriteria(defaultCertificateCriteria, { lessonIds: [], quizIds: [] }, progress([]))).toBe(false);
  });

  it('are stated in words for the credential', () => {
    const criteria = { enabled: true, requiredLessonIds: [], minimumQuizScorePercent: 70, masteryRequirements: [{ skillId: 's1', level: 'mastered' as const }] };
    expect(criteriaNarrative(criteria, course, new Map([['s1', 'Halving']]))).toBe('Finish every lesson of the course, score at least 70 % on each quiz, reach the level mastered in Halving.');
  });

  it('give one certificate id per learner and course', () => {
    expect(certificateIdFor('lena', 'fractions')).toBe(certificateIdFor('lena', 'fractions'));
    expect(certificateIdFor('lena', 'fractions')).not.toBe(certificateIdFor('omar', 'fractions'));
    expect(certificateIdFor('lena', 'fractions')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
