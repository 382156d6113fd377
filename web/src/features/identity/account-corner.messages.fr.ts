import { defineTranslation } from '../../shared/i18n';
import type { accountCornerMessages } from './account-corner.messages';

export default defineTranslation<typeof accountCornerMessages>({
  signInButton: 'Se connecter',
  yourAccount: 'Votre compte',
  accountNavigation: 'Compte',
  profile: 'Profil',
  settings: 'Paramètres',
  signingOut: 'Déconnexion…',
  signOut: 'Se déconnecter',
  couldNotSignOut: 'Impossible de vous déconnecter\u00a0: {reason}',
  verifying: 'Vérification de l’authentification...',
  couldNotCheckSession: 'Impossible de vérifier votre session',
});
