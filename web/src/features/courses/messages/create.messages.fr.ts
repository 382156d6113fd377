import { defineTranslation } from '../../../shared/i18n';
import type { createMessages } from './create.messages';

export default defineTranslation<typeof createMessages>({
  title: 'Créer un cours',
  intro: 'Commencez par l’essentiel ; vous ajouterez ensuite modules, leçons et quiz. Le cours reste un brouillon jusqu’à sa publication.',
  submit: 'Créer le cours',
  creating: 'Création…',
  cancel: 'Retour au tableau de bord',
});
