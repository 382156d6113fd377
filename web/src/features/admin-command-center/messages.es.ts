import { defineTranslation } from '../../shared/i18n';
import type { commandCenterMessages } from './messages';

export default defineTranslation<typeof commandCenterMessages>({
  title: 'Centro de mando',
  intro: 'El pulso de la plataforma, minuto a minuto durante la última hora, con los totales del último día. Se mueve solo cuando la gente se registra, aprende, compra y obtiene certificados.',
  loading: 'Cargando el pulso…',
  couldNotLoad: 'No se pudo cargar el pulso',
  measuredAt: 'a las {time}',
  signUps: 'Registros',
  activeLearners: 'Estudiantes activos',
  learningEvents: 'Eventos de aprendizaje',
  quizAttempts: 'Intentos de cuestionario',
  sales: 'Ventas',
  revenue: 'Ingresos ({currency})',
  noRevenue: 'Ingresos',
  certificates: 'Certificados emitidos',
  last24Hours: 'en las últimas 24 horas',
  activeNow: 'aprendiendo en los últimos 15 minutos',
  lastHour: '{count} en la última hora, {perMinute} en el último minuto',
  activeLastDay: '{count} estudiantes en las últimas 24 horas',
  noSalesYet: 'Ninguna venta en las últimas 24 horas.',
  perMinute: 'Por minuto',
  minute: 'Minuto',
  value: 'Valor',
  quietHour: 'Nada en la última hora.',
  chartSummary: '{figure}, por minuto durante la última hora: {count} en total, como máximo {peak} en un minuto.',
});
