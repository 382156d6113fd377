import { defineTranslation } from '../../../shared/i18n';
import type { learningStyleMessages } from './learning-style.messages';

export default defineTranslation<typeof learningStyleMessages>({
  heading: 'Votre façon d’étudier ces derniers temps',
  style_visual: 'Surtout en regardant : vidéos et images',
  style_auditory: 'Surtout en écoutant : audio',
  style_reading: 'Surtout en lisant',
  style_kinesthetic: 'Surtout en pratiquant : quiz',
  unknown: 'Pas encore assez d’activité pour dégager une tendance',
  confidence: 'Notre degré de certitude : {percent}',
  honesty:
    'Ceci décrit ce que vous avez fait récemment, pas une façon fixe d’apprendre : la recherche n’a pas montré qu’adapter les leçons à un « style d’apprentissage » aide. Nous ne l’utilisons que pour départager des suggestions par ailleurs équivalentes ; tous les formats restent à votre disposition.',
});
