import { defineMessages } from '../../shared/i18n';

/** A lesson read aloud, paragraph by paragraph, in the player and the studio's preview. */
export const lessonNarrationMessages = defineMessages({
  en: {
    listen: 'Listen to this lesson',
    region: 'Narration',
    loading: 'Loading the narration…',
    couldNotLoad: 'Could not load the narration',
    play: 'Play',
    pause: 'Pause',
    previous: 'Previous paragraph',
    next: 'Next paragraph',
    close: 'Close narration',
    reading: 'Reading paragraph {index} of {count}',
    paused: 'Paused at paragraph {index} of {count}',
    finished: 'Finished reading the lesson.',
    readFrom: 'Read from this paragraph',
    browserVoice: 'Read by your browser’s voice.',
    noSpeech: 'This lesson has no narration, and your browser cannot read aloud.',
    nothingToRead: 'This lesson has no text to read aloud.',
    paragraphs: 'Paragraphs',
  },
  es: () => import('./lesson-narration.messages.es'),
  fr: () => import('./lesson-narration.messages.fr'),
});
