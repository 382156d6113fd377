import { defineMessages } from '../../shared/i18n';

export const emotionalMessages = defineMessages({
  en: {
    docTitle: 'Emotional design demo',
    eyebrow: 'Interactive demo',
    title: 'Reading the mood of a learning session',
    lead: 'Pathwise watches the same learning events that drive adaptivity and infers whether a learner is celebrating, focused, struggling or exploring. It then changes its tone and the help it offers, never the grades.',
    signalsTitle: 'What Pathwise reads',
    signalsIntro: 'Only learning events: never your camera, your microphone or the rhythm of your typing.',
    signal1: 'Lesson starts and completions, with the time spent.',
    signal2: 'Quiz attempts, with their score and the number of tries.',
    signal3: 'Achievements, as they unlock.',
    statesTitle: 'Four states, four ways to respond',
    celebratingWhen: 'After an achievement, a streak of three right answers, or a right answer that ends a run of misses.',
    focusedWhen: 'Steady progress without a run of mistakes. Also where every session starts.',
    strugglingWhen: 'Two or more misses in a row since the last finished lesson.',
    exploringWhen: 'Three or more different lessons opened in a row without finishing one.',
    principlesTitle: 'Ground rules',
    principle1: 'The inferred state changes tone and help. It never changes scores, grades or what you are allowed to do.',
    principle2: 'Every change comes with its reason in plain words, like the ones in the simulation below.',
    principle3: 'Rules, not a black box: each one is a sentence you can read and a test that checks it.',
    principle4: 'Struggling never brings up a leaderboard, a countdown or a comparison with others.',
    simTitle: 'Try the simulation',
    simIntro: 'Add learning events one at a time, or replay a scenario, and see what Pathwise infers and how the lesson screen responds.',
  },
  es: () => import('./emotional.messages.es'),
  fr: () => import('./emotional.messages.fr'),
});
