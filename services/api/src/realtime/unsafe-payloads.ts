import type { Language } from '@pathwise/event-schemas';
import type { Socket } from 'socket.io';
import { InvalidRequestError } from '../http/http-errors.js';
import { wordProblem } from '../http/problem-wording/word-problem.js';
import { unsafeInputErrors } from '../http/unsafe-input.js';

/**
 * Refuses, before any handler sees it, a message whose payload holds what no route may take (see unsafeInputErrors),
 * answering through its acknowledgement as handlers answer a bad payload, in the socket's language. Handlers read
 * only the first argument, the payload; a trailing function is the acknowledgement.
 */
export function refuseUnsafePayloads(socket: Socket, language: Language): void {
  socket.use(([, payload, ...rest], next) => {
    const errors = unsafeInputErrors(typeof payload === 'function' ? undefined : payload, '#/payload');
    if (errors.length === 0) return next();
    const ack = [payload, ...rest].at(-1);
    const refusal = new InvalidRequestError(errors);
    const problem = wordProblem({ type: refusal.problemType, title: refusal.title, status: refusal.status, detail: refusal.message, errors }, language);
    if (typeof ack === 'function') ack({ ok: false, error: problem.detail, status: problem.status, errors: problem.errors });
  });
}
