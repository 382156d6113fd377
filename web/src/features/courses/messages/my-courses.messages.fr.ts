import { defineTranslation } from '../../../shared/i18n';
import type { myCoursesMessages } from './my-courses.messages';

export default defineTranslation<typeof myCoursesMessages>({
  title: 'Mes cours',
  intro: 'Les cours auxquels vous êtes inscrit, et où vous en êtes.',
  loading: 'Chargement de vos cours…',
  couldNotLoad: 'Impossible de charger vos cours',
  empty: 'Vous n’êtes inscrit à aucun cours pour l’instant',
  emptyHint: 'Trouvez-en un qui vous convient dans le catalogue.',
  browse: 'Parcourir le catalogue',
  progress: 'Progression dans {title}',
  progressText: '{percent} % · {done, plural, one {# leçon} other {# leçons}} sur {total}',
  continue: 'Continuer {title}',
  continueShort: 'Continuer',
  lastActivity: 'Dernière étude le {when}',
  notStarted: 'Pas encore commencé',
  completed: 'Terminé',
  completedOn: 'Terminé le {when}',
  review: 'Revoir {title}',
  reviewShort: 'Revoir',
  currentTitle: 'Reprendre là où vous en étiez',
  allFinished: 'Vous avez terminé tous les cours auxquels vous êtes inscrit',
  allFinishedHint: 'Choisissez-en un nouveau dans le catalogue, ou révisez un cours terminé.',
  seeMine: 'Voir mes cours',
});
