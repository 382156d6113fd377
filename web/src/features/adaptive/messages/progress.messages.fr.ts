import { defineTranslation } from '../../../shared/i18n';
import type { progressMessages } from './progress.messages';

export default defineTranslation<typeof progressMessages>({
  docTitle: 'Progression',
  title: 'Comment j’ai progressé',
  intro: 'Votre maîtrise de chaque compétence au fil du temps, et votre profil tel qu’il était au moment choisi.',
  loading: 'Chargement de votre progression…',
  emptyTitle: 'Pas encore de progression à montrer',
  emptyText: 'Dès que vous répondez à des questions de quiz, la progression de chaque compétence apparaît ici.',
  emptyLink: 'Aller à mes cours',
  travelHeading: 'Voyager dans le temps',
  slider: 'Moment de votre apprentissage',
  exactTime: 'Ou choisissez une date et une heure',
  show: 'Afficher',
  now: 'Revenir à maintenant',
  viewingNow: 'Votre profil actuel est affiché.',
  viewingPast: 'Votre profil tel qu’il était le {date} est affiché.',
  snapshotLoading: 'Relecture de votre apprentissage jusque-là…',
  snapshotHeading: 'Votre profil alors',
  snapshotHeadingNow: 'Votre profil maintenant',
  stateThen: 'État d’esprit : {state}',
  difficultyThen: '{course} : {level}',
  timelineHeading: 'Maîtrise au fil du temps',
  timelineSummary: '{skill} : {first} à la première réponse, {last} après {count} réponses',
  timelineAt: 'Au moment affiché : {value}',
  dashboardLink: 'Retour au tableau de bord apprenant',
  totals: '{correct} réponses justes sur {attempts} au total.',
});
