import { defineTranslation } from '../../shared/i18n';
import type { errorMessages } from './messages';

export default defineTranslation<typeof errorMessages>({
  somethingWentWrong: 'Un problème est survenu',
  unexpectedError: 'Une erreur inattendue s’est produite.',
  tryAgain: 'Réessayer',
  goToHome: 'Aller à l’accueil',
  goToDashboard: 'Aller au tableau de bord',
  pageNotFound: 'Page introuvable',
  pageNotFoundDetail: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  monitorTitle: 'Moniteur d’erreurs',
  monitorIntro: 'Erreurs interceptées dans cet onglet, de la plus récente à la plus ancienne. Seuls les administrateurs voient ce panneau.',
  monitorCount: '{count, plural, one {# interceptée} other {# interceptées}}',
  dismiss: 'Fermer',
  clear: 'Vider',
  severity_low: 'Faible',
  severity_medium: 'Moyenne',
  severity_high: 'Élevée',
  severity_critical: 'Critique',
  seenAt: 'sur {path} à {time}',
});
