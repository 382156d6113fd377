import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenPublishedCourse } from '../../testing/course-fixtures.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe.each(testDatabaseKinds)('problems in the language of the request on %s', (kind) => {
  const used = useTestServer(kind);
  let token: string;

  beforeAll(async () => {
    ({ token } = await used.learner());
  });

  const ask = (path: string, headers: Record<string, string>, init: RequestInit = {}) =>
    fetch(`${used.server.url}/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...headers, ...(init.headers as Record<string, string>) } });

  it('answers in the language of the web app’s cookie: title, detail and field, and says which language', async () => {
    const courseId = randomUUID();
    const response = await ask(`/courses/${courseId}/forum/threads`, { cookie: 'lang=es' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-language')).toBe('es');
    const problem = (await response.json()) as { title: string; detail: string; errors?: { pointer: string; detail: string }[] };
    expect(problem.title).toBe('No encontrado');
    expect(problem.detail).toBe(`No existe el curso ${courseId}.`);
    expect(problem.errors).toEqual([{ pointer: '#/params/courseId', detail: 'No existe ese curso' }]);
  });

  it('words what is wrong with a field in the language Accept-Language asks for, with zod’s own wording', async () => {
    const response = await ask(
      '/learning/events',
      { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5', 'content-type': 'application/json' },
      { method: 'POST', body: JSON.stringify({ courseId: 42 }) },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-language')).toBe('fr');
    const problem = (await response.json()) as { title: string; errors: { pointer: string; detail: string }[] };
    expect(problem.title).toBe('Requête non valide');
    const courseField = problem.errors.find((error) => error.pointer === '#/body/courseId');
    expect(courseField?.detail).toMatch(/^Entrée invalide/);
  });

  it('words the admin tools’ problems too: a projection they name that does not exist, a body they get wrong', async () => {
    const admin = await used.server.tokenFor({ userId: randomUUID(), role: 'admin', tier: 'free' });
    const retry = (projection: string, body: unknown, language: string) =>
      fetch(`${used.server.url}/api/admin/projections/${projection}/parked-events/retry`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', cookie: `lang=${language}` },
        body: JSON.stringify(body),
      });

    const unknown = await retry('no-such-projection', {}, 'fr');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-language')).toBe('fr');
    expect(((await unknown.json()) as { title: string; detail: string })).toMatchObject({
      title: 'Introuvable',
      detail: 'Aucune projection ne porte le nom « no-such-projection »',
    });

    const badPosition = await retry('no-such-projection', { position: 'first' }, 'es');
    expect(badPosition.status).toBe(400);
    expect(((await badPosition.json()) as { errors: { pointer: string; detail: string }[] }).errors).toEqual([
      { pointer: '#/body/position', detail: 'Se esperaba una posición del registro (un número entero en forma de texto)' },
    ]);
  });

  it('tells a Spanish reader in Spanish that a course is paid, with the address to buy it', async () => {
    const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: randomUUID(), details: { priceCents: 2_900, currency: 'EUR' } });
    const response = await ask(`/courses/${courseId}/enrol`, { cookie: 'lang=es' }, { method: 'POST' });
    expect(response.status).toBe(402);
    expect(((await response.json()) as { title: string; detail: string })).toMatchObject({
      title: 'Pago necesario',
      detail: `Este curso cuesta 29.00 EUR: cómpralo en /courses/${courseId}/purchase.`,
    });
  });

  it('words in French the message a schema sets itself, such as what an id may hold', async () => {
    const response = await ask(`/courses/${encodeURIComponent('not an id!')}/enrol`, { cookie: 'lang=fr' }, { method: 'POST' });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { errors: { pointer: string; detail: string }[] };
    expect(problem.errors).toContainEqual({
      pointer: '#/params/courseId',
      detail: 'Un identifiant de 1 à 64 lettres, chiffres, « - » ou « _ » était attendu',
    });
  });

  it('refuses a malformed Authorization header in Spanish', async () => {
    const response = await ask('/courses/any/enrol', { cookie: 'lang=es', authorization: `Basic ${token}` }, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { title: string; detail: string })).toEqual(
      expect.objectContaining({ title: 'Inicio de sesión necesario', detail: 'La cabecera Authorization debe ser "Bearer <token>"' }),
    );
  });

  it('keeps English for a request that asks for nothing else', async () => {
    const courseId = randomUUID();
    const response = await ask(`/courses/${courseId}/forum/threads`, {});
    expect(response.headers.get('content-language')).toBe('en');
    expect(((await response.json()) as { detail: string }).detail).toBe(`There is no course ${courseId}.`);
  });
});
