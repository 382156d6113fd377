import { defineTranslation } from '../../../shared/i18n';
import type { stateOfMindMessages } from './state-of-mind.messages';

export default defineTranslation<typeof stateOfMindMessages>({
  celebrating_greetingNoName: 'Félicitations ! Ce moment est mérité.',
  focused_greetingNoName: 'Lancé : on continue.',
  struggling_greetingNoName: 'Pas à pas : trouver cela difficile fait partie de l’apprentissage.',
  exploring_greetingNoName: 'En exploration, à son rythme.',
  heading: 'Où vous en êtes',
  readingIs: 'Nous vous percevons : {state}',
  why: 'Pourquoi nous le pensons',
  noReasons: 'Rien d’inhabituel dans votre activité récente.',
  help: 'Ce qui peut aider',
  celebrating_greeting: 'Félicitations, {name} ! Vous avez mérité ce moment.',
  celebrating_help1: 'Savourez-le un instant : vos progrès sont réels.',
  celebrating_help2: 'Prêt pour la suite ? L’étape suivante est un peu plus difficile.',
  focused_greeting: 'Vous êtes lancé, {name}. Continuez.',
  focused_help1: 'L’étape suivante prolonge ce que vous venez de faire.',
  focused_help2: 'De courtes révisions entretiennent ce que vous maîtrisez.',
  struggling_greeting: 'Avançons pas à pas, {name}. Trouver cela difficile fait partie de l’apprentissage.',
  struggling_help1: 'Revoir d’abord les prérequis aide souvent la tentative suivante.',
  struggling_help2: 'Une courte pause, c’est bien aussi : ce que vous avez appris reste acquis.',
  struggling_review: 'Commencez la révision par : {skills}',
  exploring_greeting: 'Bienvenue, {name}. Explorez à votre rythme.',
  exploring_help1: 'Ouvrez la leçon qui vous attire.',
  exploring_help2: 'Un court quiz montre où vous en êtes, pour vous suggérer la suite.',
});
