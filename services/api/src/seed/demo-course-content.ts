import type { PathwiseEvent, QuizItem } from '@pathwise/event-schemas';
import type { DemoCourse } from './demo-course.js';

type CourseContentEvent = Extract<PathwiseEvent, { type: 'SkillDefined' | 'ModuleAdded' | 'LessonAdded' | 'QuizAdded' }>;

/** Lessons are numbered through the whole course, so a lesson keeps its id wherever its module stands. */
export const demoLessonId = (index: number) => `lesson-${String(index + 1).padStart(2, '0')}`;

/** How many lessons a demo course has, all modules together. */
export const demoLessonCount = (course: DemoCourse) => course.modules.reduce((count, module) => count + module.lessons.length, 0);

/** The events that write a demo course's skills, modules, lessons and quizzes, in the order an author would. */
export function demoCourseContent(courseId: string, course: DemoCourse): CourseContentEvent[] {
  const events: CourseContentEvent[] = course.skills.map((skill) => ({
    type: 'SkillDefined',
    data: { courseId, skillId: skill.skillId, name: skill.name, prerequisiteIds: [...skill.prerequisiteIds] },
  }));
  let lessonIndex = 0;
  let itemNumber = 0;
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
          blocks: lesson.texts.map((text) => ({ kind: 'text', text })),
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
