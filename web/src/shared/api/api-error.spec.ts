import { describe, expect, it } from 'vitest';
import { ApiError, describeError } from './api-error';
import { errorWordingIn } from './use-describe-error';

const problem = (status: number, detail?: string) => ({
  type: 'about:blank',
  title: 'Server title',
  status,
  traceId: 't',
  ...(detail ? { detail } : {}),
});

describe('describeError', () => {
  it('says the spec’s generic "An error occurred" for an unknown failure, in the reader’s language', async () => {
    expect(describeError(undefined, await errorWordingIn('en'))).toBe('An error occurred');
    expect(describeError(new Error('internal detail'), await errorWordingIn('es'))).toBe('Se produjo un error');
    expect(describeError({}, await errorWordingIn('fr'))).toBe('Une erreur est survenue');
  });

  it('shows the server’s detail as the server wrote it, whatever the language', async () => {
    const refused = new ApiError(403, 'Forbidden', problem(403, 'Send the csrf_token of your session'));
    expect(describeError(refused, await errorWordingIn('es'))).toBe('Send the csrf_token of your session');
  });

  it('says how long to wait after a 429 with Retry-After, with the unit in the reader’s language', async () => {
    const tooMany = (seconds: number) => new ApiError(429, 'Too Many Requests', problem(429, 'Slow down'), seconds);
    expect(describeError(tooMany(95), await errorWordingIn('en'))).toBe('Too many attempts. Try again in 2 minutes.');
    expect(describeError(tooMany(1), await errorWordingIn('en'))).toBe('Too many attempts. Try again in 1 second.');
    expect(describeError(tooMany(95), await errorWordingIn('es'))).toBe('Demasiados intentos. Vuelve a intentarlo dentro de 2 minutos.');
    // Which space Intl puts before the unit (plain or no-break) is up to its locale data.
    expect(describeError(tooMany(30), await errorWordingIn('fr'))).toMatch(/^Trop de tentatives\. Réessayez dans 30\ssecondes\.$/);
  });

  it('words a bare status as "status statusText", translated, and an unusual one by its number', async () => {
    expect(describeError(new ApiError(503, 'Service Unavailable'), await errorWordingIn('en'))).toBe('503 Service Unavailable');
    expect(describeError(new ApiError(503, 'Service Unavailable'), await errorWordingIn('fr'))).toBe('503 Service indisponible');
    expect(describeError(new ApiError(418, 'I’m a teapot'), await errorWordingIn('es'))).toBe('La solicitud ha fallado (código 418).');
  });

  it('says the server could not be reached when fetch found no network, and shows a string error as it is', async () => {
    expect(describeError(new TypeError('Failed to fetch'), await errorWordingIn('es'))).toBe(
      'No se pudo conectar con Pathwise. Comprueba tu conexión y vuelve a intentarlo.',
    );
    expect(describeError('Copy not supported', await errorWordingIn('fr'))).toBe('Copy not supported');
  });
});
