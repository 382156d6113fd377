import { publicPageHeadsEs } from '@pathwise/contracts';
import { defineTranslation } from '../../shared/i18n';
import type { aiContentMessages } from './ai-content.messages';

export default defineTranslation<typeof aiContentMessages>({
  docTitle: publicPageHeadsEs.aiContent.title,
  eyebrow: 'Contenido con IA',
  title: 'Contenido de curso redactado a partir de tu propio material',
  lead: publicPageHeadsEs.aiContent.description,
  caption: 'Los fragmentos de tu documento se convierten en los módulos de un índice, y cada borrador enlaza con su fuente.',
  tryIt: 'Lee cómo crear un curso',
  whatTitle: 'Qué hace',
  learner1: 'Las lecciones se ciñen a lo que el creador enseña de verdad, con sus mismos ejemplos y su mismo vocabulario.',
  learner2: 'Más preguntas de práctica por habilidad, para que la práctica adaptativa casi nunca se quede sin preguntas nuevas.',
  learner3: 'Lecciones narradas para escuchar en cualquier parte, con la transcripción al lado.',
  creator1: 'Pasa de una carpeta de material a un índice de curso en minutos, organizado en habilidades y lecciones que puedes reordenar.',
  creator2: 'Genera borradores de lecciones, cuestionarios con una explicación para cada opción y narración, cada uno enlazado con el fragmento del que procede.',
  creator3: 'Nada se publica sin ti: los borradores tienen versiones y tú aceptas, editas o descartas cada uno.',
  creator4: 'Todos los planes incluyen créditos de IA mensuales: {free} en el plan Gratuito, {pro} en Pro y {proPlus} en Pro Plus.',
  how1Title: 'Primero, tu material',
  how1Body: 'La generación se basa en lo que subes: el modelo trabaja con tus fragmentos y cada borrador indica las fuentes que ha usado para que puedas comprobarlo.',
  how2Title: 'Un índice que tú editas',
  how2Body: 'Pathwise propone módulos, habilidades y requisitos previos a partir del material. Tú ajustas el mapa antes de que se genere nada más.',
  how3Title: 'Lecciones y cuestionarios',
  how3Body: 'Para cada habilidad redacta una lección breve y preguntas de varios niveles de dificultad, con una explicación para cada respuesta, listas para calibrarse con las respuestas de los estudiantes.',
  how4Title: 'Narración',
  how4Body: 'Con Pro Plus, el estudio de voz convierte las lecciones en audio, y la transcripción se mantiene sincronizada para quienes prefieren leer a escuchar.',
  limit1: 'Los borradores de la IA pueden contener errores. Por eso cada uno muestra sus fuentes y espera tu revisión.',
  limit2: 'No se saca un temario de la nada: con poco material, los borradores también se quedan cortos.',
  limit3: 'Las preguntas generadas empiezan sin calibrar: su dificultad se estima con las respuestas de los estudiantes antes de que los tests adaptativos confíen en ellas.',
});
