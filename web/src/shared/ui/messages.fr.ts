import { defineTranslation } from '../i18n';
import type { uiMessages } from './messages';

export default defineTranslation<typeof uiMessages>({
  live: 'En direct',
  connecting: 'Connexion…',
  liveHint: 'Les chiffres se mettent à jour au fil de l’apprentissage',
  offlineHint: 'Les chiffres se mettront à jour dès le retour de la connexion',
  proBadge: 'PRO',
  proPlan: 'Offre Pro',
  proPlusPlan: 'Offre Pro Plus',
  retry: 'Réessayer',
  retrying: 'Nouvelle tentative…',
  skipToContent: 'Aller au contenu',
});
