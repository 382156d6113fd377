import type { Language, PathwiseEvent, QuizItem } from '@pathwise/event-schemas';
import type { DemoCourse } from './demo-world.js';
import { demoSyllabi } from './demo-syllabi.js';

type CourseContentEvent = Extract<PathwiseEvent, { type: 'SkillDefined' | 'ModuleAdded' | 'LessonAdded' | 'QuizAdded' }>;

const LESSONS_PER_MODULE = 4;
export const demoLessonId = (index: number) => `lesson-${String(index + 1).padStart(2, '0')}`;

const words = {
  en: { module: 'Part', quiz: 'Check your understanding', intro: 'In this lesson', practise: 'Try the examples, then check yourself in the quiz at the end of the part.', truth: 'True', lie: 'False', statement: 'I can explain', why: 'The lesson walks through it step by step.' },
  es: { module: 'Parte', quiz: 'Comprueba lo que sabes', intro: 'En esta lección', practise: 'Practica con los ejemplos y comprueba lo aprendido en el cuestionario al final de la parte.', truth: 'Verdadero', lie: 'Falso', statement: 'Puedo explicar', why: 'La lección lo explica paso a paso.' },
  fr: { module: 'Partie', quiz: 'Vérifiez vos acquis', intro: 'Dans cette leçon', practise: 'Essayez les exemples, puis vérifiez-vous avec le quiz en fin de partie.', truth: 'Vrai', lie: 'Faux', statement: 'Je peux expliquer', why: 'La leçon le détaille pas à pas.' },
} as const;

/** Skills, modules, lessons and quizzes of a demo course, so the player and the catalogue have something real. */
export function demoCourseContent(courseId: string, course: DemoCourse): CourseContentEvent[] {
  const titles = demoSyllabi[course.handle] ?? [];
  const text = words[course.language as Language];
  const events: CourseContentEvent[] = [];
  for (let start = 0, part = 1; start < titles.length; start += LESSONS_PER_MODULE, part++) {
    const moduleId = `module-${part}`;
    const skillId = `skill-${part}`;
    const lessons = titles.slice(start, start + LESSONS_PER_MODULE);
    events.push({
      type: 'SkillDefined',
      data: { courseId, skillId, name: `${text.module} ${part}: ${lessons[0]}`, prerequisiteIds: part > 1 ? [`skill-${part - 1}`] : [] },
    });
    events.push({ type: 'ModuleAdded', data: { courseId, moduleId, title: `${text.module} ${part}` } });
    lessons.forEach((title, offset) => {
      events.push({
        type: 'LessonAdded',
        data: {
          courseId,
          moduleId,
          lessonId: demoLessonId(start + offset),
          title,
          blocks: [{ kind: 'text', text: `${text.intro}: ${title}.\n\n${text.practise}` }],
          estimatedMinutes: 10 + ((start + offset) % 3) * 5,
          skillIds: [skillId],
        },
      });
    });
    const items: QuizItem[] = lessons.map((title, offset) => ({
      itemId: `item-${start + offset + 1}`,
      kind: 'true_false',
      prompt: `${text.statement}: ${title}`,
      options: [{ optionId: 'true', text: text.truth }, { optionId: 'false', text: text.lie }],
      answerKey: { correctOptionIds: ['true'], acceptedAnswers: [] },
      skillIds: [skillId],
      difficulty: -1 + offset * 0.5,
      explanation: text.why,
    }));
    events.push({ type: 'QuizAdded', data: { courseId, moduleId, quizId: `quiz-${part}`, title: text.quiz, passingScore: 60, items } });
  }
  return events;
}
