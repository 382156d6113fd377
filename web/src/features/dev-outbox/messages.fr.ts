import { defineTranslation } from '../../shared/i18n';
import type { devOutboxMessages } from './messages';

export default defineTranslation<typeof devOutboxMessages>({
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
});
