import { defineTranslation } from '../i18n';
import type { loadingMessages } from './loading-screen.messages';

export default defineTranslation<typeof loadingMessages>({
  loading: 'Chargement de votre expérience exceptionnelle...',
  progress: 'Progression du chargement',
  tipLabel: 'Astuce',
  tip1: 'De courtes séances d’étude régulières valent mieux qu’un long bachotage.',
  tip2: 'Les quiz s’adaptent à vos réponses : une erreur indique à Pathwise quoi vous expliquer ensuite.',
  tip3: 'Appuyez sur Ctrl+K (⌘K sur Mac) pour aller n’importe où avec la palette de commandes.',
  tip4: 'Passez du thème clair au thème sombre depuis la barre du haut.',
  tip5: 'Votre progression est enregistrée au fur et à mesure, sur tous vos appareils.',
});
