import { defineTranslation } from '../../../../shared/i18n';
import type { quickActionMessages } from './messages';

export default defineTranslation<typeof quickActionMessages>({
  menuButton: 'Acciones rápidas',
  menuLabel: 'Acciones rápidas',
  createCourse: 'Crear curso',
  aiAssistant: 'Asistente de IA',
  continueLearning: 'Seguir aprendiendo',
  discussions: 'Debates',
  findStudyGroup: 'Buscar grupo de estudio',
  helpCenter: 'Centro de ayuda',
  goals: 'Mis objetivos',
  shareAchievements: 'Compartir logros',
  guidedTour: 'Hacer la visita guiada',
  new: 'Nuevo',
  pro: 'Pro',
});
