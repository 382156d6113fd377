import { defineTranslation } from '../../shared/i18n';
import type { docsCreatingMessages } from './docs-creating.messages';

export default defineTranslation<typeof docsCreatingMessages>({
  createStep1: 'Abre Crear curso y ponle un título y una promesa en una línea: qué sabrán hacer los estudiantes al terminar.',
  createStep2: 'Sube tu material (apuntes, diapositivas, documentos) y pide un índice, o escríbelo tú.',
  createStep3: 'Define las habilidades: para cada una, sus requisitos previos y las lecciones y preguntas que la enseñan y la evalúan. Intenta tener al menos tres preguntas por habilidad, de distintas dificultades.',
  createStep4: 'Revisa cada borrador de la IA: acéptalo, edítalo o descártalo, y comprueba la explicación de cada opción de respuesta.',
  createStep5: 'Previsualiza el curso como estudiante, fija un precio y una prueba gratuita si lo vendes, y publícalo.',
  createLimits: 'Cuántos cursos puedes publicar depende de tu plan: {free} con el plan Gratuito, {pro} con Pro y todos los que quieras con Pro Plus.',
  createImprove: 'Después de publicar, sigue tus analíticas: las preguntas que casi todos aciertan o fallan, y las lecciones en las que los estudiantes se detienen, son las primeras que conviene mejorar.',
  createLink: 'Crear un curso',
  aiLink: 'Cómo funciona el contenido con IA',
  evidenceTerm: 'Pistas',
  evidenceBody: 'Cada inicio de lección, lección completada e intento de cuestionario, con su puntuación, el número de intentos y el tiempo dedicado.',
  masteryTerm: 'Dominio',
  masteryBody: 'Una probabilidad calibrada, por habilidad, de que la domines. Por encima del 95 %, la habilidad cuenta como dominada.',
  challengeTerm: 'Reto',
  challengeBody: 'Las preguntas se eligen para que tu probabilidad de acertarlas se mantenga entre el 70 % y el 85 %.',
  memoryTerm: 'Memoria',
  memoryBody: 'FSRS programa cada repaso para cuando se prevé que tu probabilidad de recordar baje al 90 %.',
  reasonTerm: 'Motivos',
  reasonBody: 'Cuando cambia la dificultad, se te avisa con el motivo: por ejemplo, «La dificultad ha cambiado de 2 a 3: cuatro respuestas correctas seguidas».',
  adaptiveLink: 'Más sobre el aprendizaje adaptativo',
  assessmentsLink: 'Más sobre las evaluaciones adaptativas',
});
