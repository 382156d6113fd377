import { defineTranslation } from '../../../../shared/i18n';
import type { tourMessages } from './guided-tour.messages';

export default defineTranslation<typeof tourMessages>({
  title: 'Visite guidée',
  progress: 'Étape {step} sur {total}',
  back: 'Retour',
  next: 'Suivant',
  finish: 'Terminer',
  close: 'Fermer la visite',
  topBarTitle: 'La barre du haut',
  topBarText: 'Le logo ramène à l’accueil ; votre compte, votre profil et vos paramètres sont à droite.',
  paletteTitle: 'La palette de commandes',
  paletteText: 'Appuyez sur Ctrl+K (⌘K sur Mac) n’importe où pour chercher et ouvrir une page.',
  quickActionsTitle: 'Actions rapides',
  quickActionsText: 'Ce bouton rond ouvre des raccourcis vers ce que vous faites le plus ; sur écran tactile, appuyez longuement.',
  bottomBarTitle: 'La barre du bas',
  bottomBarText: 'Sur téléphone, les pages principales restent à portée de pouce en bas ; la barre se cache quand vous faites défiler vers le bas.',
  helpTitle: 'Astuces',
  helpText: 'Les astuces apparaissent dans le coin peu après le chargement d’une page. Réduisez-les ou fermez-les quand vous voulez.',
});
