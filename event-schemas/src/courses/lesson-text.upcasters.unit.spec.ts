import { describe, expect, it } from 'vitest';
import { pathwiseEvents } from '../index.js';
import { CourseVersionRestored, LessonAdded, LessonEdited } from './course.events.js';
import { plainTextAsMarkdown } from './lesson-text.upcasters.js';

const lesson = { courseId: 'c1', moduleId: 'm1', lessonId: 'l1', title: 'Fractions', estimatedMinutes: 5, skillIds: [] };

describe('plainTextAsMarkdown', () => {
  it('plainTextAsMarkdown, text with Markdown syntax, escapes every punctuation character', () => {
    expect(plainTextAsMarkdown('# Not a heading\n1. not a list *nor emphasis* $x$ <b>')).toBe(
      '\\# Not a heading\\\n1\\. not a list \\*nor emphasis\\* \\$x\\$ \\<b\\>',
    );
  });

  it('plainTextAsMarkdown, paragraphs split by blank lines holding spaces, keeps one blank line between them', () => {
    expect(plainTextAsMarkdown('First\n  \t\nSecond\n\n\n\nThird')).toBe('First\n\nSecond\n\nThird');
  });

  it('plainTextAsMarkdown, indented lines, drops the indent that would make a code block', () => {
    expect(plainTextAsMarkdown('    indented\n\ttabbed  ')).toBe('indented\\\ntabbed');
  });

  it('plainTextAsMarkdown, empty or blank text, gives empty text', () => {
    expect(plainTextAsMarkdown('')).toBe('');
    expect(plainTextAsMarkdown(' \n \n')).toBe('');
  });
});

describe('lesson events carrying text, stored as plain text at version 1', () => {
  it('LessonAdded, version 1, reads with its text blocks as Markdown and other blocks untouched', () => {
    expect(LessonAdded.schemaVersion).toBe(2);
    const v1 = { ...lesson, blocks: [{ kind: 'text', text: '* one\n* two' }, { kind: 'video', url: 'https://example.com/v.mp4', caption: '' }] };
    expect(pathwiseEvents.upcast(LessonAdded, 1, v1)).toEqual({
      ...lesson,
      blocks: [{ kind: 'text', text: '\\* one\\\n\\* two' }, { kind: 'video', url: 'https://example.com/v.mp4', caption: '' }],
    });
  });

  it('LessonEdited, version 1, reads with its text blocks as Markdown', () => {
    expect(LessonEdited.schemaVersion).toBe(2);
    const { moduleId: _moduleId, ...edited } = lesson;
    expect(pathwiseEvents.upcast(LessonEdited, 1, { ...edited, blocks: [{ kind: 'text', text: 'a_b_c' }] })).toEqual({ ...edited, blocks: [{ kind: 'text', text: 'a\\_b\\_c' }] });
  });

  it('CourseVersionRestored, version 1, reads with every lesson text block of every module as Markdown', () => {
    expect(CourseVersionRestored.schemaVersion).toBe(2);
    const { courseId: _courseId, moduleId: _moduleId, ...content } = lesson;
    const v1 = { courseId: 'c1', restoredVersion: 1, modules: [{ moduleId: 'm1', title: 'One', quizzes: [], lessons: [{ ...content, blocks: [{ kind: 'text', text: '> quoted' }] }] }] };
    const upcast = pathwiseEvents.upcast(CourseVersionRestored, 1, v1) as typeof v1;
    expect(upcast.modules[0]?.lessons[0]?.blocks).toEqual([{ kind: 'text', text: '\\> quoted' }]);
    expect(upcast.modules[0]?.title).toBe('One');
  });

  it('LessonAdded, version 2, is read as stored: Markdown is not escaped twice', () => {
    expect(pathwiseEvents.upcast(LessonAdded, 2, { ...lesson, blocks: [{ kind: 'text', text: '**bold**' }] })).toEqual({ ...lesson, blocks: [{ kind: 'text', text: '**bold**' }] });
  });
});
