import { defineTranslation } from '../../../shared/i18n';

export default defineTranslation<(typeof import('./create.messages'))['createMessages']>({
  title: 'Créer un cours',
  intro: 'Commencez par l’essentiel ; vous ajouterez ensuite modules, leçons et quiz. Le cours reste un brouillon jusqu’à sa publication.',
  submit: 'Créer le cours',
  creating: 'Création…',
  cancel: 'Retour au tableau de bord',
});
