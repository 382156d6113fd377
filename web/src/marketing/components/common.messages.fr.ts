import { defineTranslation } from '../../shared/i18n';
import type { commonMessages } from './common.messages';

export default defineTranslation<typeof commonMessages>({
  signUp: 'Inscrivez-vous gratuitement',
  exploreDemo: 'Découvrir la démo',
  seePricing: 'Voir les tarifs',
  browseCourses: 'Parcourir les cours',
  ctaTitle: 'Apprenez de la façon qui vous convient',
  ctaBody: 'Créez votre compte en une minute : aucun mot de passe à retenir, aucune carte bancaire. Les créateurs publient leur premier cours avec l’offre gratuite.',
  ctaBodySignedIn: 'Vous êtes connecté. Choisissez un cours, ou découvrez ce que les offres payantes apportent aux créateurs.',
  relatedTitle: 'Poursuivre la découverte',
  adaptiveLearning: 'Apprentissage adaptatif',
  adaptiveAssessments: 'Évaluations adaptatives',
  aiContent: 'Contenu assisté par IA',
  adaptiveBuilder: 'Créateur de parcours adaptatifs',
  builderDemo: 'Démo du créateur de parcours',
  emotionalDemo: 'Démo du design émotionnel',
  demoCourse: 'Cours de démonstration',
  forLearners: 'Pour les apprenants',
  forCreators: 'Pour les créateurs',
  howItWorks: 'Comment ça marche',
  honestLimits: 'Ce que cela ne fait pas',
  tryIt: 'Essayez par vous-même',
  allFeatures: 'Toutes les fonctionnalités',
});
