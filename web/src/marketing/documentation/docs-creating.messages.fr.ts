import { defineTranslation } from '../../shared/i18n';
import type { docsCreatingMessages } from './docs-creating.messages';

export default defineTranslation<typeof docsCreatingMessages>({
  createStep1: 'Ouvrez Créer un cours et donnez au cours un titre et une promesse en une ligne : ce que les apprenants sauront faire à la fin.',
  createStep2: 'Importez vos supports (notes, diapositives, documents) et demandez un plan, ou rédigez-le vous-même.',
  createStep3: 'Décrivez les compétences : pour chacune, ses prérequis et les leçons et questions qui l’enseignent et l’évaluent. Visez au moins trois questions par compétence, de difficultés différentes.',
  createStep4: 'Relisez chaque brouillon de l’IA : acceptez-le, modifiez-le ou écartez-le, et vérifiez l’explication de chaque option de réponse.',
  createStep5: 'Prévisualisez le cours comme un apprenant, fixez un prix et un essai gratuit si vous le vendez, puis publiez-le.',
  createLimits: 'Le nombre de cours que vous pouvez publier dépend de votre offre : {free} avec l’offre Gratuit, {pro} avec Pro, et autant que vous voulez avec Pro Plus.',
  createImprove: 'Après la publication, suivez vos statistiques : les questions que presque tout le monde réussit ou rate, et les leçons où les apprenants s’arrêtent, sont les premières à améliorer.',
  createLink: 'Créer un cours',
  aiLink: 'Comment fonctionne le contenu assisté par IA',
  evidenceTerm: 'Indices',
  evidenceBody: 'Chaque début de leçon, leçon terminée et tentative de quiz, avec le score, le nombre de tentatives et le temps passé.',
  masteryTerm: 'Maîtrise',
  masteryBody: 'Une probabilité calibrée, par compétence, que vous la maîtrisiez. Au-delà de 95 %, la compétence compte comme maîtrisée.',
  challengeTerm: 'Difficulté',
  challengeBody: 'Les questions sont choisies pour que votre probabilité d’y répondre juste reste entre 70 % et 85 %.',
  memoryTerm: 'Mémoire',
  memoryBody: 'FSRS programme chaque révision au moment où votre probabilité de vous souvenir devrait tomber à 90 %.',
  reasonTerm: 'Raisons',
  reasonBody: 'Quand la difficulté change, vous en êtes informé, avec la raison : par exemple « Difficulté passée de 2 à 3 : quatre bonnes réponses d’affilée ».',
  adaptiveLink: 'En savoir plus sur l’apprentissage adaptatif',
  assessmentsLink: 'En savoir plus sur les évaluations adaptatives',
});
