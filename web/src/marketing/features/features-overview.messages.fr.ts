import { publicPageHeadsFr } from '@pathwise/contracts';
import { defineTranslation } from '../../shared/i18n';
import type { featuresOverviewMessages } from './features-overview.messages';

export default defineTranslation<typeof featuresOverviewMessages>({
  docTitle: publicPageHeadsFr.features.title,
  eyebrow: 'Fonctionnalités',
  title: 'Tout ce qu’il faut pour enseigner de façon adaptative',
  lead: publicPageHeadsFr.features.description,
  coreTitle: 'Le cœur adaptatif',
  adaptiveLearningBody: 'Des estimations de maîtrise calibrées par compétence, des exercices maintenus dans une zone de difficulté cible et des révisions planifiées avec FSRS juste avant l’oubli.',
  adaptiveAssessmentsBody: 'Des tests adaptatifs informatisés sur une banque d’items calibrée : à chaque fois la question la plus informative, et un arrêt dès que le score est assez précis.',
  aiContentBody: 'Plans, leçons, quiz et narration rédigés à partir des notes et documents du créateur, avec leurs sources, et publiés seulement après relecture.',
  adaptiveBuilderBody: 'Compétences et prérequis forment un graphe sans cycle ; chaque apprenant voit ce qu’il est prêt à apprendre ensuite.',
  demosTitle: 'À vous de voir',
  demoCourseBody: 'Trois courtes leçons sur les fractions et un quiz d’entraînement qui s’adapte à vos réponses, sans créer de compte.',
  builderDemoBody: 'Choisissez des compétences et leurs prérequis, marquez-en certaines comme maîtrisées et regardez la frontière du « prêt à apprendre » évoluer.',
  emotionalDemoBody: 'Rejouez une suite d’événements d’apprentissage et voyez comment Pathwise interprète l’état d’esprit de l’apprenant et adapte son ton.',
  alsoTitle: 'Et aussi dans Pathwise',
  gamificationTitle: 'Une motivation qui vous respecte',
  gamificationBody: 'XP, niveaux, séries et succès récompensent les vrais progrès, pas le temps passé à cliquer.',
  certificatesTitle: 'Des certificats vérifiables',
  certificatesBody: 'Chaque certificat a sa page de vérification publique : un employeur peut le contrôler en un clic.',
  communityTitle: 'Des forums de cours',
  communityBody: 'Chaque cours a son forum, où les apprenants s’entraident et où les créateurs répondent.',
  commerceTitle: 'Vente et facturation',
  commerceBody: 'Vendez vos cours, proposez des essais gratuits et soyez payé via un compte de versement connecté.',
  analyticsTitle: 'Statistiques et rapports',
  analyticsBody: 'Progression, maîtrise et ventes pour les créateurs ; statistiques avancées avec Pro Plus.',
  proPlusTitle: 'Le studio Pro Plus',
  proPlusBody: 'Studio vocal, collaboration, versions du contenu et marque blanche sur votre propre domaine.',
  accessTitle: 'Pour tout le monde',
  accessBody: 'En anglais, en espagnol et en français, utilisable au clavier et avec un lecteur d’écran, en mode clair ou sombre.',
});
