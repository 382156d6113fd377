import { defineMessages } from '../../../shared/i18n';

/**
 * The learner's observed study preference. Worded as what they have been doing, never as what kind of learner they
 * are: fixed "learning styles" are not supported by research, and the preference never holds content back.
 */
export const learningStyleMessages = defineMessages({
  en: {
    heading: 'How you’ve been studying',
    style_visual: 'Mostly watching: videos and images',
    style_auditory: 'Mostly listening: audio',
    style_reading: 'Mostly reading',
    style_kinesthetic: 'Mostly practising: quizzes',
    unknown: 'Not enough activity yet to see a pattern',
    confidence: 'How sure we are: {percent}',
    honesty:
      'This describes what you have done lately, not a fixed way you learn: research has not found that matching lessons to a “learning style” helps. We only use it to choose between otherwise equal suggestions; every format stays open to you.',
  },
  es: {
    heading: 'Cómo has estado estudiando',
    style_visual: 'Sobre todo viendo: vídeos e imágenes',
    style_auditory: 'Sobre todo escuchando: audio',
    style_reading: 'Sobre todo leyendo',
    style_kinesthetic: 'Sobre todo practicando: cuestionarios',
    unknown: 'Aún no hay actividad suficiente para ver una tendencia',
    confidence: 'Seguridad: {percent}',
    honesty:
      'Esto describe lo que has hecho últimamente, no una forma fija de aprender: la investigación no ha encontrado que adaptar las lecciones a un “estilo de aprendizaje” ayude. Solo lo usamos para elegir entre sugerencias por lo demás iguales; todos los formatos siguen a tu alcance.',
  },
  fr: {
    heading: 'Votre façon d’étudier ces derniers temps',
    style_visual: 'Surtout en regardant : vidéos et images',
    style_auditory: 'Surtout en écoutant : audio',
    style_reading: 'Surtout en lisant',
    style_kinesthetic: 'Surtout en pratiquant : quiz',
    unknown: 'Pas encore assez d’activité pour dégager une tendance',
    confidence: 'Notre degré de certitude : {percent}',
    honesty:
      'Ceci décrit ce que vous avez fait récemment, pas une façon fixe d’apprendre : la recherche n’a pas montré qu’adapter les leçons à un « style d’apprentissage » aide. Nous ne l’utilisons que pour départager des suggestions par ailleurs équivalentes ; tous les formats restent à votre disposition.',
  },
});
