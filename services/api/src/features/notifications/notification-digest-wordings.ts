import type { Wording } from '../../http/wording.js';

/**
 * The digest mail's own lines, as the job writes them in English: it is worded in the language the account chose,
 * since a mail has no request to take one from.
 */
export const notificationDigestWordings: readonly Wording[] = [
  { en: 'Pathwise: 1 new notification', es: 'Pathwise: 1 notificación nueva', fr: 'Pathwise : 1 nouvelle notification' },
  { en: 'Pathwise: {count} new notifications', es: 'Pathwise: {count} notificaciones nuevas', fr: 'Pathwise : {count} nouvelles notifications' },
  { en: 'Hello {name},', es: 'Hola, {name}:', fr: 'Bonjour {name},' },
  { en: 'Hello,', es: 'Hola:', fr: 'Bonjour,' },
  {
    en: 'Here is what happened since your last digest:',
    es: 'Esto es lo que ha pasado desde tu último resumen:',
    fr: 'Voici ce qui s’est passé depuis votre dernier récapitulatif :',
  },
  {
    en: 'You get this mail because email notifications are on in your settings; turn them off there at any time.',
    es: 'Recibes este correo porque tienes activadas las notificaciones por correo en tu configuración; puedes desactivarlas allí cuando quieras.',
    fr: 'Vous recevez ce message car les notifications par e-mail sont activées dans vos paramètres ; vous pouvez les y désactiver à tout moment.',
  },
];
