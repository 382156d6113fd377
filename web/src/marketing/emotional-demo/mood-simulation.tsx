import { useId, useState } from 'react';
import { useT } from '../../shared/i18n';
import { inferLearnerState, type SimulatedEvent } from './infer-learner-state';
import { simulationMessages } from './simulation.messages';
import { StateResponse } from './state-response';

// Enough history for every rule and a readable log; the spec's clients keep the last 99 events.
const MAX_EVENTS = 12;
const RIGHT_SCORE = 90;
const WRONG_SCORE = 30;

const right: SimulatedEvent = { type: 'quiz_attempt', score: RIGHT_SCORE };
const wrong: SimulatedEvent = { type: 'quiz_attempt', score: WRONG_SCORE };
const start = (lessonId: string): SimulatedEvent => ({ type: 'lesson_start', lessonId });

const scenarios = {
  roughPatch: [start('1'), wrong, wrong],
  winningStreak: [start('1'), right, right, right],
  browsing: [start('1'), start('2'), start('3')],
} as const satisfies Record<string, readonly SimulatedEvent[]>;

/** The lesson still open: the latest one started and not finished since. */
function openLesson(events: readonly SimulatedEvent[]): string | undefined {
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index];
    if (event?.type === 'lesson_complete') return undefined;
    if (event?.type === 'lesson_start') return event.lessonId;
  }
  return undefined;
}

/** Pick learning events, see the inferred state of mind, the reason, and how the lesson screen responds. */
export function MoodSimulation() {
  const t = useT(simulationMessages);
  const [events, setEvents] = useState<readonly SimulatedEvent[]>([]);
  const controlsId = useId();
  const logId = useId();
  const inference = inferLearnerState(events);
  const open = openLesson(events);
  const lessonsStarted = new Set(events.flatMap((event) => (event.type === 'lesson_start' ? [event.lessonId] : []))).size;

  const add = (event: SimulatedEvent) => setEvents((current) => [...current, event].slice(-MAX_EVENTS));

  const describe = (event: SimulatedEvent) => {
    switch (event.type) {
      case 'lesson_start':
        return t('lessonStart', { lesson: event.lessonId });
      case 'lesson_complete':
        return t('lessonComplete', { lesson: event.lessonId });
      case 'quiz_attempt':
        return t(event.score >= RIGHT_SCORE ? 'quizRight' : 'quizWrong', { score: event.score });
      case 'achievement_unlocked':
        return t('achievement');
    }
  };

  return (
    <div className="mk-sim">
      <div className="mk-sim-input">
        <section aria-labelledby={controlsId}>
          <h3 id={controlsId}>{t('addEvent')}</h3>
          <div className="mk-sim-buttons">
            <button type="button" className="button button-secondary" onClick={() => add(start(String(lessonsStarted + 1)))}>
              {t('startLesson')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={open === undefined}
              onClick={() => open !== undefined && add({ type: 'lesson_complete', lessonId: open })}
            >
              {t('completeLesson')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => add(right)}>
              {t('answerRight')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => add(wrong)}>
              {t('answerWrong')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => add({ type: 'achievement_unlocked' })}>
              {t('unlock')}
            </button>
          </div>
          <p className="mk-sim-label">{t('scenarios')}</p>
          <div className="mk-sim-buttons">
            {(Object.keys(scenarios) as Array<keyof typeof scenarios>).map((name) => (
              <button key={name} type="button" className="button button-secondary" onClick={() => setEvents(scenarios[name])}>
                {t(name)}
              </button>
            ))}
            <button type="button" className="link-button" onClick={() => setEvents([])}>
              {t('clear')}
            </button>
          </div>
        </section>
        <section aria-labelledby={logId}>
          <h3 id={logId}>{t('logTitle')}</h3>
          {events.length === 0 ? (
            <p className="mk-note">{t('logEmpty')}</p>
          ) : (
            <ol className="mk-sim-log">
              {events.map((event, index) => (
                <li key={index}>
                  <code>{event.type}</code> {describe(event)}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      <StateResponse inference={inference} />
    </div>
  );
}
