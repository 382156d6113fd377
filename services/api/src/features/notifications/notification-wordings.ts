import { translator, type Wording } from '../../http/wording.js';

/**
 * The texts notifications are raised with, as their raisers write them in English: the inbox words them in the
 * reader's language when it is read (a notification is stored once, in English, whoever reads it later).
 */
export const notificationWordings: readonly Wording[] = [
  { en: 'New reply in “{thread}”', es: 'Nueva respuesta en «{thread}»', fr: 'Nouvelle réponse dans « {thread} »' },
  { en: 'Open thread', es: 'Abrir el hilo', fr: 'Ouvrir la discussion' },
  { en: 'Refund made for “{course}”', es: 'Reembolso realizado de «{course}»', fr: 'Remboursement effectué pour « {course} »' },
  {
    en: '{amount} was paid back to your card. The course is no longer among your courses.',
    es: 'Se han devuelto {amount} a tu tarjeta. El curso ya no está entre tus cursos.',
    fr: '{amount} ont été remboursés sur votre carte. Le cours ne fait plus partie de vos cours.',
  },
  { en: 'See your purchases', es: 'Ver tus compras', fr: 'Voir vos achats' },
  { en: 'A sale of “{course}” was refunded', es: 'Se reembolsó una venta de «{course}»', fr: 'Une vente de « {course} » a été remboursée' },
  {
    en: '{amount} was paid back to the buyer; your earnings from this sale are reversed.',
    es: 'Se devolvieron {amount} al comprador, y lo que ganaste con esa venta se descuenta de tus ingresos.',
    fr: '{amount} ont été remboursés à l’acheteur, et ce que cette vente vous avait rapporté est retiré de vos gains.',
  },
  { en: 'New sale of “{course}”', es: 'Nueva venta de «{course}»', fr: 'Nouvelle vente de « {course} »' },
  { en: '{amount} paid; your earnings: {earnings}.', es: '{amount} pagados; tus ingresos: {earnings}.', fr: '{amount} payés ; vos revenus : {earnings}.' },
  { en: 'View sales', es: 'Ver ventas', fr: 'Voir les ventes' },
  { en: 'Your certificate for “{course}”', es: 'Tu certificado de «{course}»', fr: 'Votre certificat pour « {course} »' },
  {
    en: 'You met the course’s criteria. Anyone can verify your certificate; download it as a PDF or add it to your profile.',
    es: 'Has cumplido los criterios del curso. Cualquiera puede verificar tu certificado; descárgalo en PDF o añádelo a tu perfil.',
    fr: 'Vous avez rempli les critères du cours. Tout le monde peut vérifier votre certificat ; téléchargez-le en PDF ou ajoutez-le à votre profil.',
  },
  { en: 'View certificate', es: 'Ver el certificado', fr: 'Voir le certificat' },
];

/** A notification's title, message (where a raiser wrote it from a wording) or action label in the reader's language. */
export const wordNotification = translator(notificationWordings);
