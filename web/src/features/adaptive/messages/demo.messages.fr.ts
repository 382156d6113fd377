import { defineTranslation } from '../../../shared/i18n';
import type { demoMessages } from './demo.messages';

export default defineTranslation<typeof demoMessages>({
  heading: 'Le moteur lit un vrai apprenant',
  intro: 'Voici le profil de l’apprenant de démonstration tel que le moteur adaptatif le tient : l’état d’esprit qu’il déduit de ses événements, pourquoi, et comment les pages y répondent.',
  loading: 'Chargement de l’apprenant de démonstration…',
  absent: 'L’apprenant de démonstration n’est pas encore installé sur ce serveur.',
  failed: 'Impossible de charger l’apprenant de démonstration',
  asOf: 'Lu à partir de {events} événements récents, au {date}.',
});
