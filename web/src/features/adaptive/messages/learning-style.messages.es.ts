import { defineTranslation } from '../../../shared/i18n';
import type { learningStyleMessages } from './learning-style.messages';

export default defineTranslation<typeof learningStyleMessages>({
  heading: 'Cómo has estado estudiando',
  style_visual: 'Sobre todo viendo: vídeos e imágenes',
  style_auditory: 'Sobre todo escuchando: audio',
  style_reading: 'Sobre todo leyendo',
  style_kinesthetic: 'Sobre todo practicando: cuestionarios',
  unknown: 'Aún no hay actividad suficiente para ver una tendencia',
  confidence: 'Seguridad: {percent}',
  honesty:
    'Esto describe lo que has hecho últimamente, no una forma fija de aprender: la investigación no ha encontrado que adaptar las lecciones a un “estilo de aprendizaje” ayude. Solo lo usamos para elegir entre sugerencias por lo demás iguales; todos los formatos siguen a tu alcance.',
});
