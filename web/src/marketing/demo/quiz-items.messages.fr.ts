import { defineTranslation } from '../../shared/i18n';
import type { quizItemMessages } from './quiz-items.messages';

export default defineTranslation<typeof quizItemMessages>({
  e1Prompt: 'Une pizza est coupée en 4 parts égales et vous en mangez 1. Quelle fraction avez-vous mangée ?',
  e1Explain: 'La pizza compte 4 parts égales (le dénominateur) et vous en avez mangé 1 (le numérateur) : 1/4.',
  e2Prompt: 'Dans la fraction 5/8, quel nombre est le dénominateur ?',
  e2Explain: 'Le dénominateur est le nombre du bas : le tout est partagé en 8 parts égales, dont 5 sont prises.',
  e3Prompt: 'Quelle fraction est égale à un entier ?',
  e3Explain: 'Prendre les 6 parts sur 6 parts égales, c’est tout prendre : 6/6 = 1.',
  e4Prompt: 'Combien font 1/5 + 2/5 ?',
  e4Explain: 'Les parts ont la même taille (des cinquièmes) : on additionne les numérateurs et on garde le dénominateur. 1 + 2 = 3, soit 3/5.',
  m1Prompt: 'Quelle fraction est égale à 1/2 ?',
  m1Explain: 'Multipliez le numérateur et le dénominateur de 1/2 par 3 : (1 × 3)/(2 × 3) = 3/6.',
  m2Prompt: 'Simplifiez 6/8.',
  m2Explain: 'Divisez le numérateur et le dénominateur par leur diviseur commun 2 : (6 ÷ 2)/(8 ÷ 2) = 3/4.',
  m3Prompt: 'Laquelle de ces fractions est la plus grande ?',
  m3Explain: 'Sur 30 : 3/5 = 18/30, 2/3 = 20/30 et 1/2 = 5/10 = 15/30. C’est donc 2/3 la plus grande.',
  m4Prompt: 'Combien font 1/4 + 1/2 ?',
  m4Explain: 'Écrivez 1/2 sous la forme 2/4, puis additionnez les quarts : 1/4 + 2/4 = 3/4.',
  h1Prompt: 'Combien font 1/2 + 1/3 ?',
  h1Explain: 'Prenez le dénominateur commun 6 : 1/2 = 3/6 et 1/3 = 2/6, donc la somme vaut 5/6. Additionner les hauts et les bas (2/5) est l’erreur classique.',
  h2Prompt: 'Combien font 3/4 − 1/3 ?',
  h2Explain: '12 est un dénominateur commun : 3/4 = 9/12 et 1/3 = 4/12, et 9/12 − 4/12 = 5/12.',
  h3Prompt: 'Combien font 2/3 + 3/4, écrit sous forme d’un nombre entier et d’une fraction ?',
  h3Explain: 'Sur 12 : 8/12 + 9/12 = 17/12, soit un entier (12/12) et il reste 5/12 : 1 5/12.',
  h4Prompt: 'Quelle fraction se situe entre 1/3 et 1/2 ?',
  h4Explain: 'Sur 30 : 1/3 = 10/30, 2/5 = 12/30 et 1/2 = 15/30, donc 2/5 se trouve entre les deux.',
});
