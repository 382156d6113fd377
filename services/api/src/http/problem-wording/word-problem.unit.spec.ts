import { describe, expect, it } from 'vitest';
import { describeFieldErrors } from '../http-errors.js';
import { problemMessages } from './problem-messages.js';
import { wordProblem } from './word-problem.js';
import { translator } from '../wording.js';

describe('server texts in the request’s language', () => {
  const translate = translator(problemMessages);

  it('writes a text again from its translation, with the values the English held', () => {
    expect(translate('There is no course c-42.', 'es')).toBe('No existe el curso c-42.');
    expect(translate('No quiz "q 1" in this course', 'fr')).toBe('Aucun quiz « q 1 » dans ce cours');
    expect(translate('A course needs at least one lesson before it is published.', 'fr')).toBe('Un cours doit avoir au moins une leçon avant d’être publié.');
    expect(translate('Another calibration finished while this one ran; its results stand', 'es')).toBe(
      'Otra calibración terminó mientras se ejecutaba esta; sus resultados se mantienen',
    );
  });

  it('leaves English alone, and a text it has no wording for as it is', () => {
    expect(translate('There is no course c-42.', 'en')).toBe('There is no course c-42.');
    expect(translate('Something nobody worded', 'es')).toBe('Something nobody worded');
  });

  it('has every translation keep the English’s placeholders, no more and no fewer', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const wording of problemMessages) {
      expect(placeholders(wording.es), wording.en).toEqual(placeholders(wording.en));
      expect(placeholders(wording.fr), wording.en).toEqual(placeholders(wording.en));
    }
  });

  it('words a whole problem: title, detail and each field, the detail listing the fields again from their translations', () => {
    const errors = [{ pointer: '#/body/title', detail: 'Only the opening post of a thread has a title' }];
    const problem = { type: 'urn:pathwise:problem:invalid-request', title: 'Invalid request', status: 400, detail: describeFieldErrors(errors), errors };
    const worded = wordProblem(problem, 'es');
    expect(worded.title).toBe('Solicitud no válida');
    expect(worded.errors).toEqual([{ pointer: '#/body/title', detail: 'Solo el mensaje inicial de un hilo tiene título' }]);
    expect(worded.detail).toBe('body.title: Solo el mensaje inicial de un hilo tiene título');
    expect(wordProblem(problem, 'en')).toBe(problem);
  });
});
