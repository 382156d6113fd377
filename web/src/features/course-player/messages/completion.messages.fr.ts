import { defineTranslation } from '../../../shared/i18n';
import type { completionMessages } from './completion.messages';

export default defineTranslation<typeof completionMessages>({
  heading: 'Cours terminé',
  finished: 'Vous avez terminé {title} : toutes les leçons suivies, tous les quiz réussis.',
  xpLabel: 'XP pour l’avoir terminé',
  xpValue: '+{xp} XP',
  lessonsLabel: 'Leçons suivies',
  quizzesLabel: 'Quiz réussis',
  skillsHeading: 'Compétences maîtrisées',
  skillsLoading: 'Chargement de vos compétences…',
  skillsUnavailable: 'Vos compétences n’ont pas pu être chargées pour le moment.',
  noSkillMastered: 'Aucune compétence de ce cours n’est encore maîtrisée : la pratique l’ancrera.',
  review: 'À revoir : {skills}.',
  toProgress: 'Voir votre progression',
  nextHeading: 'Et ensuite',
  browse: 'Parcourir le catalogue',
  myCourses: 'Mes cours',
});
