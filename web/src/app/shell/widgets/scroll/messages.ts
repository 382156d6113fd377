import { defineMessages } from '../../../../shared/i18n';

export const bottomBarMessages = defineMessages({
  en: {
    label: 'Quick navigation',
    home: 'Home',
    dashboard: 'Dashboard',
    courses: 'Courses',
    search: 'Search',
    profile: 'Profile',
    signIn: 'Sign In',
  },
  es: {
    label: 'Navegación rápida',
    home: 'Inicio',
    dashboard: 'Panel',
    courses: 'Cursos',
    search: 'Buscar',
    profile: 'Perfil',
    signIn: 'Iniciar sesión',
  },
  fr: {
    label: 'Navigation rapide',
    home: 'Accueil',
    dashboard: 'Tableau de bord',
    courses: 'Cours',
    search: 'Rechercher',
    profile: 'Profil',
    signIn: 'Connexion',
  },
});
