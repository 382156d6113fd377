import { defineTranslation } from '../../shared/i18n';
import type { billingMessages } from './messages';

export default defineTranslation<typeof billingMessages>({
  title: 'Facturación',
  intro: 'Tu plan en Pathwise y lo que incluye.',
  loading: 'Cargando tu plan…',
  couldNotLoad: 'No se pudo cargar tu plan',
  yourPlan: 'Tu plan',
  planNow: 'Estás en el plan {plan}.',
  plan_free: 'Gratuito',
  plan_pro: 'Pro',
  plan_pro_plus: 'Pro Plus',
  publishedCourses: 'Cursos publicados',
  unlimited: 'Sin límite',
  aiCredits: 'Créditos de IA al mes',
  trialRunning: 'Tu prueba gratuita de {plan} termina el {date}: {days, plural, one {queda # día} other {quedan # días}}.',
  trialNothingCharged: 'No se cobra nada. Cuando termine la prueba, tu cuenta vuelve al plan Gratuito; los cursos que publicaste siguen publicados.',
  trialEnded: 'Tu prueba gratuita de {plan} terminó el {date}.',
  tryTitle: 'Prueba gratis un plan de pago',
  tryIntro: 'Cada cuenta tiene una prueba gratuita de {days} días. No hace falta tarjeta y no se cobra nada al terminar.',
  startTrial: 'Empezar la prueba de {plan} de {days} días',
  starting: 'Empezando tu prueba…',
  couldNotStart: 'No se pudo empezar la prueba',
  comparePlans: 'Comparar planes',
});
