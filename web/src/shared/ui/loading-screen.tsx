import { useEffect, useState } from 'react';
import { defineMessages, useT } from '../i18n';

/** Spec section 9: loading tips rotate every 3 s. */
export const TIP_INTERVAL_MS = 3_000;
/** The progress is an estimate, so it never claims to be done: it rises to 90% and waits there (spec section 2). */
export const PROGRESS_CAP = 90;
const PROGRESS_STEP_MS = 250;
const PROGRESS_START = 10;

// Kept beside the component: shared/ui cannot import a feature's catalog, and this screen has few words of its own.
const loadingMessages = defineMessages({
  en: {
    loading: 'Loading your amazing experience...',
    progress: 'Loading progress',
    tipLabel: 'Tip',
    tip1: 'Short, regular study sessions beat one long cram.',
    tip2: 'Quizzes adapt to your answers: a wrong answer tells Pathwise what to explain next.',
    tip3: 'Press Ctrl+K (⌘K on a Mac) to jump anywhere with the command palette.',
    tip4: 'Switch between light and dark themes from the top bar.',
    tip5: 'Your progress is saved as you go, on every device.',
  },
  es: {
    loading: 'Cargando tu increíble experiencia...',
    progress: 'Progreso de carga',
    tipLabel: 'Consejo',
    tip1: 'Las sesiones de estudio cortas y regulares funcionan mejor que un atracón largo.',
    tip2: 'Los cuestionarios se adaptan a tus respuestas: un error le indica a Pathwise qué explicarte después.',
    tip3: 'Pulsa Ctrl+K (⌘K en un Mac) para ir a cualquier parte con la paleta de comandos.',
    tip4: 'Cambia entre el tema claro y el oscuro desde la barra superior.',
    tip5: 'Tu progreso se guarda sobre la marcha, en todos tus dispositivos.',
  },
  fr: {
    loading: 'Chargement de votre expérience exceptionnelle...',
    progress: 'Progression du chargement',
    tipLabel: 'Astuce',
    tip1: 'De courtes séances d’étude régulières valent mieux qu’un long bachotage.',
    tip2: 'Les quiz s’adaptent à vos réponses : une erreur indique à Pathwise quoi vous expliquer ensuite.',
    tip3: 'Appuyez sur Ctrl+K (⌘K sur Mac) pour aller n’importe où avec la palette de commandes.',
    tip4: 'Passez du thème clair au thème sombre depuis la barre du haut.',
    tip5: 'Votre progression est enregistrée au fur et à mesure, sur tous vos appareils.',
  },
});

const TIPS = ['tip1', 'tip2', 'tip3', 'tip4', 'tip5'] as const;

/** Each step closes a share of what is left, so the bar moves quickly at first and slows as it nears the cap. */
const nextProgress = (current: number): number =>
  Math.min(PROGRESS_CAP, current + Math.max(1, Math.round((PROGRESS_CAP - current) * 0.15)));

/** What a page shows while its code loads: the spec's message, a rotating tip and a progress bar that stops at 90%. */
export function LoadingScreen() {
  const t = useT(loadingMessages);
  const [tipIndex, setTipIndex] = useState(0);
  const [progress, setProgress] = useState(PROGRESS_START);

  useEffect(() => {
    const timer = setInterval(() => setTipIndex((index) => (index + 1) % TIPS.length), TIP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const timer = setInterval(() => setProgress(nextProgress), PROGRESS_STEP_MS);
    return () => clearInterval(timer);
  }, []);

  const tip = TIPS[tipIndex] ?? TIPS[0];
  return (
    <div className="loading-screen" aria-busy="true">
      <p className="loading-title" role="status">
        {t('loading')}
      </p>
      <div
        className="loading-bar"
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <span className="loading-bar-fill" style={{ width: `${progress}%` }} />
      </div>
      {/* Not a live region: a tip read out every 3 s would talk over whatever the reader is doing. */}
      <p className="loading-tip">
        <span className="loading-tip-label">{t('tipLabel')}: </span>
        {t(tip)}
      </p>
    </div>
  );
}
