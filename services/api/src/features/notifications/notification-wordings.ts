import { translator, type Wording } from '../../http/wording.js';

/**
 * The texts notifications are raised with, as their raisers write them in English: the inbox words them in the
 * reader's language when it is read (a notification is stored once, in English, whoever reads it later).
 */
export const notificationWordings: readonly Wording[] = [
  { en: 'New reply in “{thread}”', es: 'Nueva respuesta en «{thread}»', fr: 'Nouvelle réponse dans « {thread} »' },
  { en: 'Open thread', es: 'Abrir el hilo', fr: 'Ouvrir la discussion' },
  { en: 'New sale of “{course}”', es: 'Nueva venta de «{course}»', fr: 'Nouvelle vente de « {course} »' },
  { en: '{amount} paid; your earnings: {earnings}.', es: '{amount} pagados; tus ingresos: {earnings}.', fr: '{amount} payés ; vos revenus : {earnings}.' },
  { en: 'View sales', es: 'Ver ventas', fr: 'Voir les ventes' },
];

/** A notification's title, message (where a raiser wrote it from a wording) or action label in the reader's language. */
export const wordNotification = translator(notificationWordings);
