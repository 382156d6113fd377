import { publicPageHeadsEs } from '@pathwise/contracts';
import { defineTranslation } from '../../shared/i18n';
import type { featuresOverviewMessages } from './features-overview.messages';

export default defineTranslation<typeof featuresOverviewMessages>({
  docTitle: publicPageHeadsEs.features.title,
  eyebrow: 'Funciones',
  title: 'Todo lo que necesitas para enseñar de forma adaptativa',
  lead: publicPageHeadsEs.features.description,
  coreTitle: 'El núcleo adaptativo',
  adaptiveLearningBody: 'Estimaciones de dominio calibradas por habilidad, práctica dentro de una franja de dificultad objetivo y repasos programados con FSRS justo antes de que olvides.',
  adaptiveAssessmentsBody: 'Tests adaptativos informatizados sobre un banco de ítems calibrado: en cada momento, la pregunta más informativa, y fin del test en cuanto la nota es lo bastante precisa.',
  aiContentBody: 'Índices, lecciones, cuestionarios y narración redactados a partir de los apuntes y documentos del creador, con sus fuentes, y publicados solo tras revisarlos.',
  adaptiveBuilderBody: 'Habilidades y requisitos previos en un grafo sin ciclos; cada estudiante ve qué está listo para aprender a continuación.',
  demosTitle: 'Compruébalo tú mismo',
  demoCourseBody: 'Tres lecciones breves sobre fracciones y un cuestionario de práctica que se adapta a tus respuestas, sin necesidad de cuenta.',
  builderDemoBody: 'Elige habilidades y requisitos, marca algunas como dominadas y observa cómo se actualiza la frontera de lo que se puede aprender.',
  emotionalDemoBody: 'Reproduce una secuencia de eventos de aprendizaje y observa cómo Pathwise interpreta el estado de ánimo del estudiante y adapta su tono.',
  alsoTitle: 'Además, en Pathwise',
  gamificationTitle: 'Una motivación que te respeta',
  gamificationBody: 'XP, niveles, rachas y logros que premian el progreso real, no el tiempo que pasas haciendo clic.',
  certificatesTitle: 'Certificados verificables',
  certificatesBody: 'Cada certificado tiene una página pública de verificación, para que una empresa pueda comprobarlo con un clic.',
  communityTitle: 'Foros de curso',
  communityBody: 'Cada curso tiene su propio foro, donde los estudiantes se ayudan entre sí y los creadores responden.',
  commerceTitle: 'Venta y facturación',
  commerceBody: 'Vende cursos, ofrece pruebas gratuitas y cobra a través de una cuenta de pagos conectada.',
  analyticsTitle: 'Analíticas e informes',
  analyticsBody: 'Progreso, dominio y ventas para los creadores; analíticas avanzadas con Pro Plus.',
  proPlusTitle: 'El estudio Pro Plus',
  proPlusBody: 'Estudio de voz, colaboración, versiones del contenido y marca blanca con tu propio dominio.',
  accessTitle: 'Para todo el mundo',
  accessBody: 'En inglés, español y francés, utilizable con teclado y con lector de pantalla, en modo claro u oscuro.',
});
