import { describe, expect, it } from 'vitest';
import { aCourseCard } from '../../../testing/course-fixtures';
import { relatedCourses } from './related-courses';

const finished = { courseId: 'fractions', tags: ['math', 'Fractions'], creatorId: 'ada' };

describe('relatedCourses', () => {
  it('puts courses sharing more tags first, then the same creator’s, then the catalogue’s order, never the finished one', () => {
    const catalogue = [
      aCourseCard({ courseId: 'fractions', tags: ['math', 'fractions'], creatorId: 'ada' }),
      aCourseCard({ courseId: 'poetry', tags: ['writing'], creatorId: 'bo' }),
      aCourseCard({ courseId: 'ada-history', tags: ['history'], creatorId: 'ada' }),
      aCourseCard({ courseId: 'decimals', tags: ['fractions', 'math'], creatorId: 'cy' }),
      aCourseCard({ courseId: 'algebra', tags: ['MATH'], creatorId: 'cy' }),
    ];
    expect(relatedCourses(finished, catalogue, 4).map((card) => card.courseId)).toEqual(['decimals', 'algebra', 'ada-history', 'poetry']);
  });

  it('offers at most the count asked for', () => {
    const catalogue = ['a', 'b', 'c', 'd'].map((courseId) => aCourseCard({ courseId }));
    expect(relatedCourses(finished, catalogue, 2)).toHaveLength(2);
  });

  it('offers nothing when the catalogue holds only the finished course', () => {
    expect(relatedCourses(finished, [aCourseCard({ courseId: 'fractions' })])).toEqual([]);
  });
});
