import { publicPageHeadsEs } from '@pathwise/contracts';
import { defineTranslation } from '../../shared/i18n';
import type { adaptiveLearningMessages } from './adaptive-learning.messages';

export default defineTranslation<typeof adaptiveLearningMessages>({
  docTitle: publicPageHeadsEs.adaptiveLearning.title,
  eyebrow: 'Aprendizaje adaptativo',
  title: 'El siguiente paso adecuado, siempre',
  lead: publicPageHeadsEs.adaptiveLearning.description,
  caption: 'El porcentaje de aciertos reciente de un estudiante sube y baja, pero se mantiene dentro de la franja objetivo del 70 al 85 %.',
  tryIt: 'Prueba el curso de demostración',
  whatTitle: 'Qué hace',
  learner1: 'No vuelves a leer lo que ya sabes: las habilidades que has demostrado dominar se saltan o solo vuelven en repasos breves.',
  learner2: 'Las preguntas son exigentes pero asumibles: tras varios aciertos seguidos, las siguientes son más difíciles; tras un error, recibes un paso más sencillo o un ejemplo resuelto.',
  learner3: 'Los repasos cortos llegan cuando tu recuerdo de un tema empieza a debilitarse, así que bastan unos minutos al día para mantenerlo.',
  learner4: 'Cada cambio viene con su motivo, por ejemplo «Dificultad aumentada: cuatro respuestas correctas seguidas».',
  creator1: 'Escribe cada lección y cada pregunta una sola vez y etiquétala con las habilidades que trabaja; Pathwise decide quién la necesita y cuándo.',
  creator2: 'Consulta una estimación de dominio por estudiante y por habilidad, con su grado de certeza, en lugar de un simple porcentaje de avance.',
  creator3: 'Detecta las preguntas demasiado fáciles, demasiado difíciles o confusas a partir de cómo las responden los estudiantes.',
  how1Title: 'Eventos de aprendizaje',
  how1Body: 'Cada inicio de lección, lección completada e intento de cuestionario se añade a un registro de eventos con su puntuación, el número de intentos, el tiempo dedicado y el dispositivo.',
  how2Title: 'Estimaciones de dominio calibradas',
  how2Body: 'Para cada habilidad, Pathwise guarda la probabilidad de que el estudiante la domine y la actualiza tras cada respuesta. Que esté calibrada significa que las cifras se pueden tomar al pie de la letra: de las respuestas que se predicen correctas en un 80 %, aproximadamente el 80 % lo son. Una habilidad se considera dominada por encima de un umbral, del 95 % por defecto.',
  how3Title: 'Dificultad dentro de una franja objetivo',
  how3Body: 'Las preguntas se eligen para que la probabilidad prevista de acierto se mantenga entre el 70 % y el 85 %: lo bastante difíciles para hacerte pensar y lo bastante asequibles para que sigas adelante. Cuando los resultados recientes salen de la franja, el nivel cambia y el cambio queda registrado con el nivel anterior, el nuevo y el motivo.',
  how4Title: 'Repaso espaciado con FSRS',
  how4Body: 'Para cada habilidad dominada, el planificador FSRS (Free Spaced Repetition Scheduler) modela la estabilidad de tu recuerdo y programa el siguiente repaso para cuando se prevé que la probabilidad de recordar baje al 90 %. Un buen repaso aleja el siguiente; un olvido lo acerca.',
  limit1: 'No te clasifica por «estilos de aprendizaje»: las pruebas de que enseñar según estilos ayude son débiles, así que Pathwise se adapta a lo que sabes.',
  limit2: 'Necesita algunas respuestas antes de adaptarse bien: con pocos datos, las estimaciones son inciertas y Pathwise lo dice en lugar de disimularlo.',
  limit3: 'No escribe material nuevo durante una sesión: elige entre las lecciones y preguntas que el creador ha incluido en el curso.',
});
