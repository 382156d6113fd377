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

  it('words the texts sign-in checks, retried requests and forms write, their values kept', () => {
    expect(translate('Writes with the session cookie must come from this site, not https://evil.example', 'es')).toBe(
      'Los cambios hechos con la cookie de sesión deben venir de este sitio, no de https://evil.example',
    );
    expect(translate('"post-7" already names a different request: a retry repeats its request exactly; choose a new id for a new one.', 'fr')).toBe(
      '« post-7 » désigne déjà une autre requête : une nouvelle tentative répète sa requête à l’identique ; choisissez un nouvel identifiant pour une nouvelle requête.',
    );
    expect(translate('Enter a name', 'fr')).toBe('Saisissez un nom');
    expect(translate('At most 80 characters', 'es')).toBe('Como máximo 80 caracteres');
    // The specific wording comes first, so "a newer version" is not read as a version number.
    expect(translate('Stream course-1 was expected at version 3 but is at a newer version; reload and try again', 'es')).toBe(
      'Se esperaba el flujo course-1 en la versión 3, pero está en una versión más reciente; recarga e inténtalo de nuevo',
    );
  });

  it('words the titles of a paid course and of a refused Google sign-in', () => {
    const problem = { type: 'urn:pathwise:problem:payment-required', title: 'Payment Required', status: 402, detail: 'This course costs 29.00 EUR: buy it at /courses/c-1/purchase.' };
    expect(wordProblem(problem, 'fr')).toMatchObject({ title: 'Paiement requis', detail: 'Ce cours coûte 29.00 EUR : achetez-le sur /courses/c-1/purchase.' });
    expect(wordProblem({ ...problem, title: 'Sign-in cancelled' }, 'es').title).toBe('Inicio de sesión cancelado');
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
