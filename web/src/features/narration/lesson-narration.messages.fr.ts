import { defineTranslation } from '../../shared/i18n';
import type { lessonNarrationMessages } from './lesson-narration.messages';

export default defineTranslation<typeof lessonNarrationMessages>({
  listen: 'Écouter cette leçon',
  region: 'Narration',
  loading: 'Chargement de la narration…',
  couldNotLoad: 'Impossible de charger la narration',
  play: 'Lire',
  pause: 'Pause',
  previous: 'Paragraphe précédent',
  next: 'Paragraphe suivant',
  close: 'Fermer la narration',
  reading: 'Lecture du paragraphe {index} sur {count}',
  paused: 'En pause au paragraphe {index} sur {count}',
  finished: 'La leçon a été lue jusqu’au bout.',
  readFrom: 'Lire à partir de ce paragraphe',
  browserVoice: 'Lu par la voix de votre navigateur.',
  noSpeech: 'Cette leçon n’a pas de narration et votre navigateur ne sait pas lire à voix haute.',
  nothingToRead: 'Cette leçon n’a pas de texte à lire à voix haute.',
  paragraphs: 'Paragraphes',
});
