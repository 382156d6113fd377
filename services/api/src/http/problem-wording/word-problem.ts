import type { ProblemDetails } from '@pathwise/contracts';
import type { Language } from '@pathwise/event-schemas';
import { describeFieldErrors } from '../http-errors.js';
import { problemMessages } from './problem-messages.js';
import { problemTitles } from './problem-titles.js';
import { translator } from '../wording.js';

type Problem = Omit<ProblemDetails, 'traceId' | 'instance'>;

/** One text a refusal carries (a detail, a field's detail, a socket's refusal) in the reader's language, by the problems' wordings. */
export const wordProblemText = translator(problemMessages);

/**
 * A problem in the language of the request: its title, its detail and each field's detail. A detail that lists the
 * field errors is listed again from their translations.
 */
export function wordProblem(problem: Problem, language: Language): Problem {
  if (language === 'en') return problem;
  const title = problemTitles[problem.title]?.[language] ?? problem.title;
  const errors = problem.errors?.map((error) => ({ ...error, detail: wordProblemText(error.detail, language) }));
  const listsErrors = problem.errors !== undefined && problem.errors.length > 0 && problem.detail === describeFieldErrors(problem.errors);
  const detail = problem.detail === undefined ? undefined : listsErrors && errors ? describeFieldErrors(errors) : wordProblemText(problem.detail, language);
  return { ...problem, title, ...(detail === undefined ? {} : { detail }), ...(errors ? { errors } : {}) };
}
