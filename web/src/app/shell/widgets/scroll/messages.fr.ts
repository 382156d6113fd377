import { defineTranslation } from '../../../../shared/i18n';

export default defineTranslation<(typeof import('./messages'))['bottomBarMessages']>({
  label: 'Navigation rapide',
  home: 'Accueil',
  dashboard: 'Tableau de bord',
  courses: 'Cours',
  search: 'Rechercher',
  profile: 'Profil',
  signIn: 'Connexion',
});
