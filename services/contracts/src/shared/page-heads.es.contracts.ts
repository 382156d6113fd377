import { planOf } from '../identity/plans.contracts.js';
import type { PublicPageName, PublicPageWords } from './page-heads.contracts.js';

/** The Spanish title and description of each public page: the web app's Spanish messages and the server's head share them. */
export const publicPageHeadsEs = {
  home: {
    title: 'Cursos en línea adaptativos',
    description:
      'Pathwise averigua lo que cada estudiante ya sabe, mantiene cada lección y cada pregunta en el nivel de reto adecuado y vuelve sobre cada tema justo antes de que se olvide. Los creadores diseñan y venden estos cursos a partir de su propio material, y la IA se encarga del trabajo pesado.',
  },
  features: {
    title: 'Funciones',
    description:
      'Cuatro capacidades que funcionan juntas: un aprendizaje que se adapta, tests que miden con precisión, una IA que redacta a partir de tu material y un constructor que convierte un mapa de habilidades en un itinerario para cada estudiante.',
  },
  adaptiveLearning: {
    title: 'Aprendizaje adaptativo',
    description:
      'Pathwise estima lo bien que cada estudiante conoce cada habilidad, mantiene la práctica en la franja de dificultad en la que se aprende de verdad y programa los repasos con FSRS para que lo aprendido no se olvide.',
  },
  adaptiveAssessments: {
    title: 'Evaluaciones adaptativas',
    description:
      'Los tests de Pathwise son tests adaptativos informatizados: cada pregunta se elige de un banco de ítems calibrado por ser la más informativa para ese estudiante, y el test termina en cuanto la nota es lo bastante precisa.',
  },
  aiContent: {
    title: 'Contenido con IA',
    description:
      'Aporta tus apuntes, diapositivas o documentos y Pathwise redacta a partir de ellos un índice, lecciones, cuestionarios y narración. Tú revisas y editas todo antes de que lo vea ningún estudiante.',
  },
  adaptiveBuilder: {
    title: 'Constructor adaptativo',
    description:
      'Describe las habilidades que enseña tu curso y en qué se apoya cada una. Pathwise convierte ese mapa en un itinerario para cada estudiante y le muestra siempre qué está listo para aprender a continuación.',
  },
  pricing: {
    title: 'Precios',
    description:
      `Estudiar en Pathwise es gratis. Los creadores eligen un plan según cuántos cursos publican y cuánta IA utilizan, y los planes de pago empiezan con una prueba gratuita de ${planOf('pro').trialDays} días.`,
  },
  about: {
    title: 'Quiénes somos',
    description:
      'Creamos Pathwise porque un curso debería partir de donde está cada estudiante, y porque quienes enseñan merecen herramientas que les muestren qué funciona.',
  },
  documentation: {
    title: 'Documentación',
    description:
      'Guías paso a paso para estudiantes, creadores y administradores, cómo toma sus decisiones la adaptación y la API para desarrolladores.',
  },
  catalogue: {
    title: 'Cursos',
    description:
      'Encuentra un curso por lo que enseña, su nivel y su idioma.',
  },
} as const satisfies Record<PublicPageName, PublicPageWords>;
