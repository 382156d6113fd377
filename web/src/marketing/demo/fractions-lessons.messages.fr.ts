import { defineTranslation } from '../../shared/i18n';
import type { fractionsLessonsMessages } from './fractions-lessons.messages';

export default defineTranslation<typeof fractionsLessonsMessages>({
  l1Title: 'Ce que veut dire une fraction',
  l1Body1: 'Une fraction désigne une partie d’un tout. Le nombre du bas, le dénominateur, indique en combien de parts égales le tout est partagé. Le nombre du haut, le numérateur, indique combien de ces parts vous prenez.',
  l1Body2: 'Dans 3/4 d’une pizza, la pizza est coupée en 4 parts égales et vous en avez 3.',
  l1Key: 'Les parts doivent être égales : une pizza coupée en un gros et un petit morceau n’est pas coupée en deux moitiés.',
  l1Figure: 'Un disque partagé en 4 parts égales, dont 3 colorées : 3/4.',
  l2Title: 'Les fractions égales',
  l2Body1: 'Multiplier le numérateur et le dénominateur par le même nombre donne la même quantité : 1/2 = 2/4 = 4/8. Les parts sont plus petites, mais vous en avez davantage.',
  l2Body2: 'Pour simplifier une fraction, divisez le numérateur et le dénominateur par un diviseur commun : 6/8 = 3/4, en divisant les deux par 2.',
  l2Key: 'Ce que vous faites en haut, faites-le en bas : la quantité ne change pas.',
  l2Figure: 'Deux disques : l’un partagé en 2 avec 1 part colorée, l’autre en 4 avec 2 parts colorées. La surface colorée est la même.',
  l3Title: 'Additionner des fractions',
  l3Body1: 'On ne peut additionner que des parts de même taille. Quand les dénominateurs sont égaux, additionnez les numérateurs et gardez le dénominateur : 1/5 + 2/5 = 3/5.',
  l3Body2: 'Quand ils diffèrent, écrivez d’abord les deux fractions avec un dénominateur commun : 1/2 + 1/3 = 3/6 + 2/6 = 5/6.',
  l3Key: 'N’additionnez jamais les dénominateurs : 1/2 + 1/3 ne fait pas 2/5, qui est plus petit que 1/2 à lui seul.',
  l3Figure: 'Une barre partagée en sixièmes : 3 sixièmes (une moitié) plus 2 sixièmes (un tiers) font 5 sixièmes.',
});
