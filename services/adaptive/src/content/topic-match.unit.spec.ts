import { describe, expect, it } from 'vitest';
import { type TopicCourse, matchTopic, topicWords } from './topic-match.js';

const courses: TopicCourse[] = [
  {
    courseId: 'course-maths',
    skills: [
      { skillId: 'skill-add-fractions', name: 'Adding fractions', prerequisiteIds: [] },
      { skillId: 'skill-add-whole', name: 'Adding whole numbers', prerequisiteIds: [] },
      { skillId: 'skill-decimals', name: 'Decimals', prerequisiteIds: [] },
    ],
  },
  {
    courseId: 'course-cooking',
    skills: [{ skillId: 'skill-fractions-recipes', name: 'Fractions in recipes', prerequisiteIds: [] }],
  },
];

describe('matchTopic', () => {
  it('takes a course id as the whole course', () => {
    expect(matchTopic('course-cooking', courses)).toEqual([{ courseId: 'course-cooking', skillIds: null }]);
  });

  it('takes a skill id as that skill in its course, ignoring surrounding spaces', () => {
    expect(matchTopic('  skill-decimals ', courses)).toEqual([
      { courseId: 'course-maths', skillIds: ['skill-decimals'] },
    ]);
  });

  it('matches words against skill names without case, filler or word endings, across courses', () => {
    expect(matchTopic('How about FRACTION?', courses)).toEqual([
      { courseId: 'course-maths', skillIds: ['skill-add-fractions'] },
      { courseId: 'course-cooking', skillIds: ['skill-fractions-recipes'] },
    ]);
  });

  it('keeps only the best-matching skills', () => {
    expect(matchTopic('adding fractions', courses)).toEqual([
      { courseId: 'course-maths', skillIds: ['skill-add-fractions'] },
    ]);
    expect(matchTopic('adding', courses)).toEqual([
      { courseId: 'course-maths', skillIds: ['skill-add-fractions', 'skill-add-whole'] },
    ]);
  });

  it('matches nothing for unknown words, filler only, or no courses', () => {
    expect(matchTopic('calculus', courses)).toEqual([]);
    expect(matchTopic('the of and', courses)).toEqual([]);
    expect(matchTopic('fractions', [])).toEqual([]);
  });
});

describe('topicWords', () => {
  it('splits on punctuation, lowercases, keeps letters of any script and drops filler', () => {
    expect(topicWords('The Añadir-fracciones, 2 of them!')).toEqual(['añadir', 'fracciones', '2', 'them']);
  });
});
