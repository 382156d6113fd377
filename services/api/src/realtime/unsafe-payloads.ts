import type { Socket } from 'socket.io';
import { InvalidRequestError } from '../http/http-errors.js';
import { unsafeInputErrors } from '../http/unsafe-input.js';

/**
 * Refuses, before any handler sees it, a message whose payload holds what no route may take (see unsafeInputErrors),
 * answering through its acknowledgement as handlers answer a bad payload. Handlers read only the first argument,
 * the payload; a trailing function is the acknowledgement.
 */
export function refuseUnsafePayloads(socket: Socket): void {
  socket.use(([, payload, ...rest], next) => {
    const errors = unsafeInputErrors(typeof payload === 'function' ? undefined : payload, '#/payload');
    if (errors.length === 0) return next();
    const ack = [payload, ...rest].at(-1);
    const refusal = new InvalidRequestError(errors);
    if (typeof ack === 'function') ack({ ok: false, error: refusal.message, status: refusal.status, errors });
  });
}
