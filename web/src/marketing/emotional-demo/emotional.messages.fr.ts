import { defineTranslation } from '../../shared/i18n';
import type { emotionalMessages } from './emotional.messages';

export default defineTranslation<typeof emotionalMessages>({
  docTitle: 'Démo du design émotionnel',
  eyebrow: 'Démo interactive',
  title: 'Lire l’humeur d’une séance d’apprentissage',
  lead: 'Pathwise observe les mêmes événements d’apprentissage que ceux qui guident l’adaptation et en déduit si un apprenant est en train de fêter une réussite, concentré, en difficulté ou en exploration. Il adapte alors son ton et l’aide qu’il propose, jamais les notes.',
  signalsTitle: 'Ce que Pathwise observe',
  signalsIntro: 'Uniquement des événements d’apprentissage : jamais votre caméra, votre micro ni votre rythme de frappe.',
  signal1: 'Les débuts et fins de leçon, avec le temps passé.',
  signal2: 'Les tentatives de quiz, avec leur score et le nombre d’essais.',
  signal3: 'Les succès, au moment où ils se débloquent.',
  statesTitle: 'Quatre états, quatre façons de réagir',
  celebratingWhen: 'Après un succès, une série de trois bonnes réponses, ou une bonne réponse qui met fin à une série d’erreurs.',
  focusedWhen: 'Une progression régulière sans série d’erreurs. C’est aussi le point de départ de chaque séance.',
  strugglingWhen: 'Deux erreurs ou plus d’affilée depuis la dernière leçon terminée.',
  exploringWhen: 'Trois leçons différentes ou plus ouvertes d’affilée sans en terminer aucune.',
  principlesTitle: 'Règles du jeu',
  principle1: 'L’état déduit change le ton et l’aide. Il ne change jamais les scores, les notes ni ce que vous avez le droit de faire.',
  principle2: 'Chaque changement est accompagné de sa raison, en mots simples, comme dans la simulation ci-dessous.',
  principle3: 'Des règles, pas une boîte noire : chacune est une phrase que vous pouvez lire et un test qui la vérifie.',
  principle4: 'Être en difficulté ne fait jamais apparaître de classement, de compte à rebours ni de comparaison avec les autres.',
  simTitle: 'Essayez la simulation',
  simIntro: 'Ajoutez des événements d’apprentissage un par un, ou rejouez un scénario, et voyez ce que Pathwise en déduit et comment l’écran de leçon réagit.',
});
