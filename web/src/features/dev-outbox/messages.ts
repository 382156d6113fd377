import { defineMessages } from '../../shared/i18n';

/** The development outbox page. The mail itself (subject, text) is shown as the server wrote it. */
export const devOutboxMessages = defineMessages({
  en: {
    title: 'Development outbox',
    intro:
      'A development server keeps its mail here instead of sending it. The newest message is first; the list refreshes every {seconds} seconds.',
    showingMailTo: 'Showing mail to {address}.',
    showAllMail: 'Show all mail',
    couldNotLoad: 'Could not load the outbox',
    developmentOnly: 'The development outbox is only available in development mode.',
    noMailYet: 'No mail yet',
    noMailHint: 'Ask for a sign-in code and it will appear here.',
    to: 'To {address}',
  },
  es: {
    title: 'Bandeja de salida de desarrollo',
    intro:
      'Un servidor de desarrollo guarda aquí su correo en lugar de enviarlo. El mensaje más reciente aparece primero; la lista se actualiza cada {seconds} segundos.',
    showingMailTo: 'Se muestra el correo enviado a {address}.',
    showAllMail: 'Mostrar todo el correo',
    couldNotLoad: 'No se pudo cargar la bandeja de salida',
    developmentOnly: 'La bandeja de salida de desarrollo solo está disponible en el modo de desarrollo.',
    noMailYet: 'Todavía no hay correo',
    noMailHint: 'Pide un código de inicio de sesión y aparecerá aquí.',
    to: 'Para {address}',
  },
  fr: {
    title: 'Boîte d’envoi de développement',
    intro:
      'Un serveur de développement conserve ici ses e-mails au lieu de les envoyer. Le message le plus récent apparaît en premier\u202f; la liste s’actualise toutes les {seconds} secondes.',
    showingMailTo: 'E-mails adressés à {address}.',
    showAllMail: 'Afficher tous les e-mails',
    couldNotLoad: 'Impossible de charger la boîte d’envoi',
    developmentOnly: 'La boîte d’envoi de développement n’est disponible qu’en mode développement.',
    noMailYet: 'Aucun e-mail pour l’instant',
    noMailHint: 'Demandez un code de connexion et il apparaîtra ici.',
    to: 'À {address}',
  },
});
