import type { LessonBlock, PathwiseEvent, QuizItem } from '@pathwise/event-schemas';
import type { DemoCourse, DemoFigure, DemoLessonBlock } from './demo-course.js';
import { demoId } from './demo-world.js';

type CourseContentEvent = Extract<PathwiseEvent, { type: 'SkillDefined' | 'ModuleAdded' | 'LessonAdded' | 'QuizAdded' }>;

/** Lessons are numbered through the whole course, so a lesson keeps its id wherever its module stands. */
export const demoLessonId = (index: number) => `lesson-${String(index + 1).padStart(2, '0')}`;

/** How many lessons a demo course has, all modules together. */
export const demoLessonCount = (course: DemoCourse) => course.modules.reduce((count, module) => count + module.lessons.length, 0);

/** The image material a figure of a demo course is uploaded as, the same on every run. */
export const demoFigureMaterialId = (course: DemoCourse, figure: DemoFigure) => demoId('material', `${course.handle}/${figure.name}`);

/** Every figure of a demo course, in reading order. */
export const demoFiguresOf = (course: DemoCourse): DemoFigure[] =>
  course.modules.flatMap((module) => module.lessons.flatMap((lesson) => lesson.blocks.filter((block) => typeof block !== 'string' && block.kind === 'figure')));

/** The events that write a demo course's skills, modules, lessons and quizzes, in the order an author would. */
export function demoCourseContent(courseId: string, course: DemoCourse): CourseContentEvent[] {
  const events: CourseContentEvent[] = course.skills.map((skill) => ({
    type: 'SkillDefined',
    data: { courseId, skillId: skill.skillId, name: skill.name, prerequisiteIds: [...skill.prerequisiteIds] },
  }));
  let lessonIndex = 0;
  let itemNumber = 0;
  let checkNumber = 0;
  // Check-yourself questions are numbered apart from quiz items, so that no answer or estimate mistakes one for the other.
  const blockOf = (block: DemoLessonBlock): LessonBlock => {
    if (typeof block === 'string') return { kind: 'text', text: block };
    if (block.kind === 'check') return { kind: 'check', item: { ...block.item, itemId: `check-${++checkNumber}` } };
    const { width, height } = block.drawing;
    return { kind: 'image', materialId: demoFigureMaterialId(course, block), alt: block.alt, caption: block.caption, width, height };
  };
  course.modules.forEach((module, moduleIndex) => {
    const moduleId = `module-${moduleIndex + 1}`;
    events.push({ type: 'ModuleAdded', data: { courseId, moduleId, title: module.title } });
    for (const lesson of module.lessons) {
      events.push({
        type: 'LessonAdded',
        data: {
          courseId,
          moduleId,
          lessonId: demoLessonId(lessonIndex++),
          title: lesson.title,
          blocks: lesson.blocks.map(blockOf),
          estimatedMinutes: lesson.estimatedMinutes,
          skillIds: [...lesson.skillIds],
        },
      });
    }
    const items: QuizItem[] = module.quiz.items.map((item) => ({ ...item, itemId: `item-${++itemNumber}` }));
    events.push({
      type: 'QuizAdded',
      data: { courseId, moduleId, quizId: `quiz-${moduleIndex + 1}`, title: module.quiz.title, passingScore: module.quiz.passingScore, items },
    });
  });
  return events;
}
