import { defineTranslation } from '../../../shared/i18n';
import type { progressMessages } from './progress.messages';

export default defineTranslation<typeof progressMessages>({
  docTitle: 'Progreso',
  title: 'Cómo he progresado',
  intro: 'Tu dominio de cada habilidad a lo largo del tiempo, y tu perfil tal como estaba en el momento que elijas.',
  loading: 'Cargando tu progreso…',
  emptyTitle: 'Aún no hay progreso que mostrar',
  emptyText: 'Cuando respondas preguntas de cuestionarios, aquí aparecerá el progreso de cada habilidad.',
  emptyLink: 'Ir a mis cursos',
  travelHeading: 'Viajar en el tiempo',
  slider: 'Momento de tu aprendizaje',
  exactTime: 'O elige una fecha y hora',
  show: 'Mostrar',
  now: 'Volver a ahora',
  viewingNow: 'Mostrando tu perfil actual.',
  viewingPast: 'Mostrando tu perfil tal como estaba el {date}.',
  snapshotLoading: 'Reproduciendo tu aprendizaje hasta entonces…',
  snapshotHeading: 'Tu perfil entonces',
  snapshotHeadingNow: 'Tu perfil ahora',
  stateThen: 'Estado de ánimo: {state}',
  difficultyThen: '{course}: {level}',
  timelineHeading: 'Dominio a lo largo del tiempo',
  timelineSummary: '{skill}: {first} en la primera respuesta, {last} tras {count} respuestas',
  timelineAt: 'En el momento mostrado: {value}',
  dashboardLink: 'Volver al panel del estudiante',
  totals: '{correct} de {attempts} respuestas correctas en total.',
});
