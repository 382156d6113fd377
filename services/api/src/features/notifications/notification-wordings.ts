import { translator, type Wording } from '../../http/wording.js';

/**
 * The texts notifications are raised with, as their raisers write them in English: the inbox words them in the
 * reader's language when it is read (a notification is stored once, in English, whoever reads it later).
 */
export const notificationWordings: readonly Wording[] = [
  { en: 'New reply in “{thread}”', es: 'Nueva respuesta en «{thread}»', fr: 'Nouvelle réponse dans « {thread} »' },
  { en: 'Open thread', es: 'Abrir el hilo', fr: 'Ouvrir la discussion' },
];

/** A notification's title or action label in the reader's language. */
export const wordNotification = translator(notificationWordings);
