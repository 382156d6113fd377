import { defineTranslation } from '../../../../shared/i18n';
import type { bottomBarMessages } from './messages';

export default defineTranslation<typeof bottomBarMessages>({
  label: 'Navigation rapide',
  home: 'Accueil',
  dashboard: 'Tableau de bord',
  courses: 'Cours',
  search: 'Rechercher',
  profile: 'Profil',
  signIn: 'Connexion',
});
