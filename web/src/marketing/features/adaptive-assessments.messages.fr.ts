import { publicPageHeadsFr } from '@pathwise/contracts';
import { defineTranslation } from '../../shared/i18n';
import type { adaptiveAssessmentsMessages } from './adaptive-assessments.messages';

export default defineTranslation<typeof adaptiveAssessmentsMessages>({
  docTitle: publicPageHeadsFr.adaptiveAssessments.title,
  eyebrow: 'Évaluations adaptatives',
  title: 'Des scores précis avec moins de questions',
  lead: publicPageHeadsFr.adaptiveAssessments.description,
  caption: 'Après chaque réponse, l’estimation du niveau bouge moins et sa marge d’erreur se resserre, jusqu’à être assez faible pour arrêter.',
  tryIt: 'Faire le quiz adaptatif de la démo',
  whatTitle: 'Ce que cela apporte',
  learner1: 'Des tests plus courts pour la même précision : sur une vraie banque de 28 questions de grammaire (ECPE), les tests adaptatifs ont atteint la précision visée en 18 questions environ en moyenne.',
  learner2: 'Fini les séries de questions bien trop dures ou bien trop faciles : les questions suivent votre niveau à mesure que vous répondez.',
  learner3: 'Votre résultat est accompagné de sa marge d’erreur et d’un détail par compétence.',
  creator1: 'Rédigez ou importez des questions, associez-les à des compétences, et laissez Pathwise calibrer leur difficulté et leur pouvoir discriminant à partir des réponses des apprenants.',
  creator2: 'Choisissez la règle d’arrêt : une précision cible, un nombre maximal de questions, ou les deux.',
  creator3: 'L’exposition de chaque item est limitée, pour que tout le monde ne voie pas toujours les mêmes questions.',
  how1Title: 'Une banque d’items calibrée',
  how1Body: 'Chaque question porte des paramètres issus de la théorie de réponse à l’item (TRI) : sa difficulté, et la netteté avec laquelle elle sépare les apprenants au-dessus et en dessous de ce niveau (un modèle logistique à deux paramètres). Ils sont estimés à partir de vraies réponses et affinés au fil des nouvelles.',
  how2Title: 'La question suivante la plus informative',
  how2Body: 'Après chaque réponse, Pathwise met à jour l’estimation du niveau et choisit, parmi les questions non encore posées qui respectent le plan du test, celle qui en dit le plus sur un apprenant de ce niveau.',
  how3Title: 'Une règle d’arrêt',
  how3Body: 'Le test se termine quand l’erreur type de l’estimation passe sous la cible (0,5 par exemple) ou quand le nombre maximal de questions est atteint, selon ce qui arrive en premier.',
  how4Title: 'Un score explicable',
  how4Body: 'Le rapport présente l’estimation, sa marge d’erreur et toutes les questions posées, pour qu’un apprenant ou un enseignant voie comment le score a été obtenu.',
  limit1: 'Les nouvelles questions doivent recevoir des réponses avant d’être calibrées : en attendant, elles sont testées sans compter dans le score, aux côtés des questions calibrées.',
  limit2: 'La banque fixe un plancher de précision : une petite banque ne peut pas atteindre une marge d’erreur très fine, quel que soit le nombre de questions posées.',
  limit3: 'Il mesure ce que couvre la banque, rien de plus : un test ne vaut que par ses questions.',
});
