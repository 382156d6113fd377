import { defineTranslation } from '../../shared/i18n';
import type { lessonNarrationMessages } from './lesson-narration.messages';

export default defineTranslation<typeof lessonNarrationMessages>({
  listen: 'Escuchar esta lección',
  region: 'Narración',
  loading: 'Cargando la narración…',
  couldNotLoad: 'No se pudo cargar la narración',
  play: 'Reproducir',
  pause: 'Pausa',
  previous: 'Párrafo anterior',
  next: 'Párrafo siguiente',
  close: 'Cerrar la narración',
  reading: 'Leyendo el párrafo {index} de {count}',
  paused: 'En pausa en el párrafo {index} de {count}',
  finished: 'Se terminó de leer la lección.',
  readFrom: 'Leer desde este párrafo',
  browserVoice: 'Leído con la voz de tu navegador.',
  noSpeech: 'Esta lección no tiene narración y tu navegador no puede leer en voz alta.',
  nothingToRead: 'Esta lección no tiene texto que leer en voz alta.',
  paragraphs: 'Párrafos',
});
