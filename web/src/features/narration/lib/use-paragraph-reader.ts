import type { LessonNarrationManifest, NarrationVoice } from '@pathwise/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

const voiceOrder: readonly NarrationVoice[] = ['clear', 'warm', 'deep', 'bright'];
const speechLocales = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' } as const;

export type ReaderState = 'idle' | 'playing' | 'paused' | 'finished' | 'unavailable';

/** The browser's speech synthesis, when it has one. */
const browserSpeech = (): SpeechSynthesis | null => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null);

/** One of the browser's voices for the language, picked by the course's voice so each voice sounds apart where it can. */
function browserVoiceFor(speech: SpeechSynthesis, language: string, voice: NarrationVoice): SpeechSynthesisVoice | null {
  const voices = speech.getVoices().filter((candidate) => candidate.lang.toLowerCase().startsWith(language));
  return voices.length === 0 ? null : voices[voiceOrder.indexOf(voice) % voices.length]!;
}

/**
 * Reads a lesson's paragraphs in order: each one's stored audio where the server made it, else the browser's speech
 * synthesis with the course's settings. Only the newest reading may move on, so a paragraph stopped half-way (a
 * pause, a jump) never advances the one that replaced it.
 */
export function useParagraphReader(manifest: LessonNarrationManifest | undefined) {
  const [current, setCurrent] = useState(0);
  const [state, setState] = useState<ReaderState>('idle');
  const audio = useRef<HTMLAudioElement | null>(null);
  const reading = useRef(0);
  // The reading that ends calls the newest readFrom, whatever manifest it was started with.
  const readNext = useRef<(index: number) => void>(() => {});
  const paragraphs = manifest?.paragraphs ?? [];
  const usesBrowserVoice = paragraphs.some((paragraph) => paragraph.audioUrl === null);

  const stop = useCallback(() => {
    reading.current += 1;
    audio.current?.pause();
    browserSpeech()?.cancel();
  }, []);

  const readFrom = useCallback(
    (index: number) => {
      stop();
      if (!manifest) return;
      const paragraph = manifest.paragraphs[index];
      if (!paragraph) {
        setState('finished');
        return;
      }
      const mine = reading.current;
      const next = () => {
        if (reading.current === mine) readNext.current(index + 1);
      };
      setCurrent(index);
      if (paragraph.audioUrl) {
        audio.current ??= new Audio();
        audio.current.src = paragraph.audioUrl;
        audio.current.onended = next;
        setState('playing');
        void audio.current.play().catch(() => {
          if (reading.current === mine) setState('paused');
        });
        return;
      }
      const speech = browserSpeech();
      if (!speech) {
        setState('unavailable');
        return;
      }
      const utterance = new SpeechSynthesisUtterance(paragraph.text);
      utterance.lang = speechLocales[manifest.settings.language];
      utterance.rate = manifest.settings.speed;
      utterance.voice = browserVoiceFor(speech, manifest.settings.language, manifest.settings.voice);
      utterance.onend = next;
      setState('playing');
      speech.speak(utterance);
    },
    [manifest, stop],
  );

  useEffect(() => {
    readNext.current = readFrom;
  }, [readFrom]);

  const pause = useCallback(() => {
    stop();
    setState('paused');
  }, [stop]);

  const move = useCallback(
    (index: number) => {
      const bounded = Math.max(0, Math.min(index, paragraphs.length - 1));
      if (state === 'playing') readFrom(bounded);
      else setCurrent(bounded);
    },
    [paragraphs.length, readFrom, state],
  );

  useEffect(() => stop, [stop]);

  return {
    position: current,
    state,
    usesBrowserVoice,
    play: () => readFrom(state === 'finished' ? 0 : current),
    pause,
    readFrom,
    previous: () => move(current - 1),
    next: () => move(current + 1),
  };
}
