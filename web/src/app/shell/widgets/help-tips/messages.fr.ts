import { defineTranslation } from '../../../../shared/i18n';
import type { helpTipMessages } from './messages';

export default defineTranslation<typeof helpTipMessages>({
  label: 'Astuces',
  title: 'Astuce',
  progress: 'Astuce {number} sur {total}',
  next: 'Astuce suivante',
  minimise: 'Réduire les astuces',
  restore: 'Afficher les astuces',
  dismiss: 'Fermer les astuces',
  tipPalette: 'Appuyez sur Ctrl+K (⌘K sur Mac) pour ouvrir la palette de commandes et aller à n’importe quelle page.',
  tipQuickActions: 'Le bouton rond dans le coin ouvre les actions rapides ; sur écran tactile, appuyez longuement.',
  tipVoice: 'Si votre navigateur le permet, appuyez sur Espace (hors des champs de texte) et dites « dashboard » ou « help ».',
  tipNotifications: 'Appuyez sur Alt+T pour aller à vos notifications.',
  tipBreadcrumbs: 'Le fil d’Ariane sous la barre du haut vous fait remonter d’un niveau à la fois.',
});
