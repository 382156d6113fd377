import { publicPageHeadsFr } from '@pathwise/contracts';
import { defineTranslation } from '../../shared/i18n';
import type { adaptiveBuilderMessages } from './adaptive-builder.messages';

export default defineTranslation<typeof adaptiveBuilderMessages>({
  docTitle: publicPageHeadsFr.adaptiveBuilder.title,
  eyebrow: 'Créateur de parcours adaptatifs',
  title: 'Une carte des compétences en entrée, un parcours personnel en sortie',
  lead: publicPageHeadsFr.adaptiveBuilder.description,
  caption: 'Des compétences reliées par leurs prérequis : trois maîtrisées, une prête à être apprise (ses prérequis sont maîtrisés), une encore verrouillée.',
  tryIt: 'Ouvrir la démo du créateur',
  whatTitle: 'Ce que cela apporte',
  learner1: 'Vous savez toujours quoi faire ensuite : la liste « prêt à apprendre » montre les compétences dont vous maîtrisez les prérequis.',
  learner2: 'Un court test de positionnement vous permet de sauter ce que vous savez déjà.',
  learner3: 'Quand une compétence résiste, Pathwise vous renvoie au prérequis qui manque au lieu de répéter la même leçon.',
  creator1: 'Dessinez la carte une fois pour toutes : les compétences, leurs prérequis, et les leçons et questions associées à chacune.',
  creator2: 'Le créateur refuse les boucles (une compétence ne peut pas s’exiger elle-même, même indirectement) et signale les compétences auxquelles rien ne mène.',
  creator3: 'Prévisualisez le parcours comme un apprenant fictif : marquez des compétences comme maîtrisées et voyez ce qui devient accessible.',
  how1Title: 'Compétences et prérequis forment un graphe',
  how1Body: 'Chaque compétence indique celles sur lesquelles elle s’appuie. Le créateur garde le graphe sans cycle : il existe donc toujours au moins un ordre d’apprentissage valable.',
  how2Title: 'La maîtrise balise le chemin',
  how2Body: 'Quand l’estimation de maîtrise d’un apprenant dépasse le seuil pour une compétence, celle-ci compte comme maîtrisée sur sa carte.',
  how3Title: 'La frontière du « prêt à apprendre »',
  how3Body: 'Une compétence est prête à être apprise quand elle n’est pas encore maîtrisée et que tous ses prérequis le sont. L’apprenant choisit parmi les compétences prêtes, ou suit la recommandation de Pathwise.',
  how4Title: 'Des parcours qui se réparent d’eux-mêmes',
  how4Body: 'Si une révision montre qu’un prérequis s’est estompé, les compétences qui en dépendent attendent qu’il ait été rafraîchi.',
  limit1: 'Il n’invente pas la carte : l’IA peut en proposer une à partir de vos supports, mais c’est vous qui décidez de ce qui dépend de quoi.',
  limit2: 'Il n’impose pas un ordre unique : tout ordre qui respecte les prérequis est permis.',
});
