import { defineTranslation } from '../../shared/i18n';
import type { errorMessages } from './messages';

export default defineTranslation<typeof errorMessages>({
  somethingWentWrong: 'Algo salió mal',
  unexpectedError: 'Se produjo un error inesperado.',
  tryAgain: 'Intentar de nuevo',
  goToHome: 'Ir al inicio',
  goToDashboard: 'Ir al panel',
  pageNotFound: 'Página no encontrada',
  pageNotFoundDetail: 'La página que buscas no existe o se ha movido.',
  monitorTitle: 'Monitor de errores',
  monitorIntro: 'Errores capturados en esta pestaña, del más reciente al más antiguo. Solo los administradores ven este panel.',
  monitorCount: '{count, plural, one {# capturado} other {# capturados}}',
  dismiss: 'Cerrar',
  clear: 'Vaciar',
  severity_low: 'Baja',
  severity_medium: 'Media',
  severity_high: 'Alta',
  severity_critical: 'Crítica',
  seenAt: 'en {path} a las {time}',
});
