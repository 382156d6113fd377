import { planOf } from '../identity/plans.contracts.js';
import type { PublicPageName, PublicPageWords } from './page-heads.contracts.js';

/** The French title and description of each public page: the web app's French messages and the server's head share them. */
export const publicPageHeadsFr = {
  home: {
    title: 'Cours en ligne adaptatifs',
    description:
      'Pathwise repère ce que chaque apprenant sait déjà, maintient chaque leçon et chaque question au bon niveau de difficulté, et fait revenir chaque notion juste avant qu’elle ne soit oubliée. Les créateurs conçoivent et vendent ces cours à partir de leurs propres supports, l’IA se chargeant du plus gros du travail.',
  },
  features: {
    title: 'Fonctionnalités',
    description:
      'Quatre briques qui fonctionnent ensemble : un apprentissage qui s’adapte, des tests qui mesurent avec précision, une IA qui rédige à partir de vos supports et un créateur de parcours qui transforme une carte des compétences en un chemin pour chaque apprenant.',
  },
  adaptiveLearning: {
    title: 'Apprentissage adaptatif',
    description:
      'Pathwise estime dans quelle mesure chaque apprenant maîtrise chaque compétence, maintient les exercices dans la zone de difficulté où l’on apprend vraiment, et planifie les révisions avec FSRS pour que les acquis restent acquis.',
  },
  adaptiveAssessments: {
    title: 'Évaluations adaptatives',
    description:
      'Les tests Pathwise sont des tests adaptatifs informatisés : chaque question est tirée d’une banque d’items calibrée parce qu’elle est la plus informative pour cet apprenant, et le test s’arrête dès que le score est assez précis.',
  },
  aiContent: {
    title: 'Contenu assisté par IA',
    description:
      'Apportez vos notes, diapositives ou documents : Pathwise en tire un plan, des leçons, des quiz et une narration. Vous relisez et modifiez tout avant qu’un apprenant ne le voie.',
  },
  adaptiveBuilder: {
    title: 'Créateur de parcours adaptatifs',
    description:
      'Décrivez les compétences qu’enseigne votre cours et ce sur quoi chacune s’appuie. Pathwise transforme cette carte en un parcours pour chaque apprenant, en montrant toujours ce qu’il est prêt à apprendre ensuite.',
  },
  pricing: {
    title: 'Tarifs',
    description:
      `Apprendre sur Pathwise est gratuit. Les créateurs choisissent une offre selon le nombre de cours qu’ils publient et l’usage qu’ils font de l’IA, et les offres payantes commencent par un essai gratuit de ${planOf('pro').trialDays} jours.`,
  },
  about: {
    title: 'À propos',
    description:
      'Nous construisons Pathwise parce qu’un cours devrait partir de là où en est chaque apprenant, et parce que ceux qui enseignent méritent des outils qui leur montrent ce qui marche.',
  },
  documentation: {
    title: 'Documentation',
    description:
      'Des guides pas à pas pour les apprenants, les créateurs et les administrateurs, la façon dont l’adaptation prend ses décisions, et l’API pour les développeurs.',
  },
  catalogue: {
    title: 'Cours',
    description:
      'Trouvez un cours selon ce qu’il enseigne, son niveau et sa langue.',
  },
} as const satisfies Record<PublicPageName, PublicPageWords>;
