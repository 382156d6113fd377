import { publicPageHeadsEs } from '@pathwise/contracts';
import { defineTranslation } from '../../shared/i18n';
import type { adaptiveAssessmentsMessages } from './adaptive-assessments.messages';

export default defineTranslation<typeof adaptiveAssessmentsMessages>({
  docTitle: publicPageHeadsEs.adaptiveAssessments.title,
  eyebrow: 'Evaluaciones adaptativas',
  title: 'Notas precisas con menos preguntas',
  lead: publicPageHeadsEs.adaptiveAssessments.description,
  caption: 'Tras cada respuesta, la estimación de la habilidad se mueve menos y su margen de error se estrecha, hasta que es lo bastante pequeño para terminar.',
  tryIt: 'Haz el cuestionario adaptativo de la demo',
  whatTitle: 'Qué hace',
  learner1: 'Tests más cortos con la misma precisión: con un banco real de 28 preguntas de gramática (ECPE), los tests adaptativos alcanzaron la precisión buscada con unas 18 preguntas de media.',
  learner2: 'Sin baterías de preguntas demasiado difíciles ni demasiado fáciles: las preguntas siguen tu nivel a medida que respondes.',
  learner3: 'Tu resultado llega con su margen de error y un desglose por habilidad.',
  creator1: 'Escribe o importa preguntas, etiquétalas con habilidades y deja que Pathwise calibre su dificultad y su discriminación a partir de las respuestas de los estudiantes.',
  creator2: 'Elige la regla de parada: una precisión objetivo, un número máximo de preguntas o ambas.',
  creator3: 'La exposición de cada ítem está limitada, para que no todo el mundo vea siempre las mismas preguntas.',
  how1Title: 'Un banco de ítems calibrado',
  how1Body: 'Cada pregunta tiene parámetros de la teoría de respuesta al ítem (TRI): su dificultad y la claridad con la que separa a quienes están por encima y por debajo de ese nivel (un modelo logístico de dos parámetros). Se estiman con respuestas reales y se afinan a medida que llegan más.',
  how2Title: 'La siguiente pregunta más informativa',
  how2Body: 'Después de cada respuesta, Pathwise actualiza la estimación de la habilidad y elige, entre las preguntas no usadas que encajan en el diseño del test, la que más información aporta sobre un estudiante de ese nivel.',
  how3Title: 'Una regla de parada',
  how3Body: 'El test termina cuando el error típico de la estimación baja del objetivo (por ejemplo, 0,5) o cuando se alcanza el límite de preguntas, lo que ocurra antes.',
  how4Title: 'Una nota que se puede explicar',
  how4Body: 'El informe muestra la estimación, su margen de error y todas las preguntas planteadas, para que el estudiante o el docente vea cómo se llegó a la nota.',
  limit1: 'Las preguntas nuevas deben responderse antes de estar calibradas: hasta entonces se prueban sin puntuar, junto a las ya calibradas.',
  limit2: 'El banco fija un límite a la precisión: un banco pequeño no puede alcanzar un margen de error muy estrecho, por muchas preguntas que plantee.',
  limit3: 'Mide lo que cubre el banco y nada más: un test solo es tan bueno como sus preguntas.',
});
