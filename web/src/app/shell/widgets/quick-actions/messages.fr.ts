import { defineTranslation } from '../../../../shared/i18n';
import type { quickActionMessages } from './messages';

export default defineTranslation<typeof quickActionMessages>({
  menuButton: 'Actions rapides',
  menuLabel: 'Actions rapides',
  createCourse: 'Créer un cours',
  aiAssistant: 'Assistant IA',
  continueLearning: 'Continuer à apprendre',
  discussions: 'Discussions',
  findStudyGroup: "Trouver un groupe d'étude",
  helpCenter: "Centre d'aide",
  goals: 'Mes objectifs',
  shareAchievements: 'Partager mes réussites',
  guidedTour: 'Suivre la visite guidée',
  new: 'Nouveau',
  pro: 'Pro',
});
