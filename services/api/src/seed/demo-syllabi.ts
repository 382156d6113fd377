import type { DemoCourse } from './demo-course.js';

/** Lesson titles of the demo courses not yet written out, by course handle, in order. */
const demoSyllabi: Readonly<Record<string, readonly string[]>> = {
  algebra: [
    'Variables as names for numbers', 'Writing expressions', 'Order of operations', 'Combining like terms',
    'The distributive property', 'Equations as balances', 'One-step equations', 'Two-step equations',
    'Equations with fractions', 'Word problems to equations',
  ],
  'spanish-travel': [
    'Saludos y presentaciones', 'Números y precios', 'En el aeropuerto', 'Pedir direcciones',
    'En el hotel', 'Ser y estar', 'En el restaurante', 'Comprar en el mercado',
    'El transporte público', 'La hora y los horarios', 'Emergencias y salud', 'Repaso del viaje',
  ],
  'data-literacy': [
    'Rows, columns and tidy data', 'Cleaning messy values', 'Sorting and filtering', 'Summaries with formulas',
    'Choosing the right chart', 'Spotting a misleading graph',
  ],
  statistics: [
    'Mean, median and mode', 'Spread and range', 'Standard deviation by hand', 'Percentiles and box plots',
    'Samples and populations', 'Sampling bias', 'Correlation is not causation', 'Reading a survey', 'Margins of error',
  ],
};

/** A course still in outline: four lessons and a quiz per module, each lesson one line. */
export function outlineCourse(course: Omit<DemoCourse, 'skills' | 'modules'>): DemoCourse {
  const titles = demoSyllabi[course.handle] ?? [];
  const parts = Array.from({ length: Math.ceil(titles.length / 4) }, (_, index) => titles.slice(index * 4, index * 4 + 4));
  return {
    ...course,
    skills: parts.map((lessons, index) => ({ skillId: `skill-${index + 1}`, name: `Part ${index + 1}: ${lessons[0]}`, prerequisiteIds: index > 0 ? [`skill-${index}`] : [] })),
    modules: parts.map((lessons, index) => ({
      title: `Part ${index + 1}`,
      lessons: lessons.map((title) => ({ title, estimatedMinutes: 10, skillIds: [`skill-${index + 1}`], texts: [`In this lesson: ${title}.`] })),
      quiz: {
        title: 'Check your understanding',
        passingScore: 60,
        items: lessons.map((title) => ({
          kind: 'true_false' as const,
          prompt: `I can explain: ${title}`,
          options: [{ optionId: 'true', text: 'True' }, { optionId: 'false', text: 'False' }],
          answerKey: { correctOptionIds: ['true'], acceptedAnswers: [] },
          skillIds: [`skill-${index + 1}`],
          difficulty: 0,
          explanation: 'The lesson walks through it step by step.',
        })),
      },
    })),
  };
}
