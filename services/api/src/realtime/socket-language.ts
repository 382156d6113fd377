import type { Language } from '@pathwise/event-schemas';
import type { Socket } from 'socket.io';
import { requestLanguage } from '../http/request-language.js';

type SocketData = { language?: Language };

/**
 * Reads, once at the handshake, the language the socket's refusals are written in. A socket has no request of its
 * own, but its handshake carries the browser's cookies (the web app's `lang`) and Accept-Language, as a request does.
 */
export function readSocketLanguage(socket: Socket): Language {
  const language = requestLanguage(socket.handshake);
  (socket.data as SocketData).language = language;
  return language;
}

/** The language read at the handshake; English for a socket that never went through it. */
export const socketLanguage = (socket: Socket): Language => (socket.data as SocketData).language ?? 'en';
