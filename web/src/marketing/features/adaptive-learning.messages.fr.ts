import { publicPageHeadsFr } from '@pathwise/contracts';
import { defineTranslation } from '../../shared/i18n';
import type { adaptiveLearningMessages } from './adaptive-learning.messages';

export default defineTranslation<typeof adaptiveLearningMessages>({
  docTitle: publicPageHeadsFr.adaptiveLearning.title,
  eyebrow: 'Apprentissage adaptatif',
  title: 'La bonne étape suivante, à chaque fois',
  lead: publicPageHeadsFr.adaptiveLearning.description,
  caption: 'Le taux de réussite récent d’un apprenant monte et descend, mais reste dans la zone cible de 70 à 85 %.',
  tryIt: 'Essayer le cours de démonstration',
  whatTitle: 'Ce que cela apporte',
  learner1: 'Plus besoin de relire ce que vous savez déjà : les compétences que vous avez montré maîtriser sont sautées, ou ne reviennent que sous forme de courtes révisions.',
  learner2: 'Les questions restent stimulantes mais abordables : après une série de bonnes réponses, les suivantes se corsent ; après une erreur, vous obtenez une étape plus simple ou un exemple corrigé.',
  learner3: 'De courtes révisions arrivent quand votre souvenir d’une notion commence à s’estomper : quelques minutes par jour suffisent à l’entretenir.',
  learner4: 'Chaque changement est accompagné de sa raison, par exemple « Difficulté augmentée : quatre bonnes réponses d’affilée ».',
  creator1: 'Rédigez chaque leçon et chaque question une seule fois en indiquant les compétences travaillées ; Pathwise décide qui en a besoin, et quand.',
  creator2: 'Consultez une estimation de maîtrise par apprenant et par compétence, avec son degré de certitude, plutôt qu’un simple pourcentage d’avancement.',
  creator3: 'Repérez les questions trop faciles, trop difficiles ou ambiguës à partir de la façon dont les apprenants y répondent.',
  how1Title: 'Des événements d’apprentissage',
  how1Body: 'Chaque début de leçon, leçon terminée et tentative de quiz est ajouté à un journal d’événements, avec le score, le nombre de tentatives, le temps passé et l’appareil utilisé.',
  how2Title: 'Des estimations de maîtrise calibrées',
  how2Body: 'Pour chaque compétence, Pathwise tient à jour la probabilité que l’apprenant la maîtrise, après chaque réponse. Calibrée signifie que les chiffres peuvent être pris au pied de la lettre : parmi les réponses prédites justes à 80 %, environ 80 % le sont effectivement. Une compétence est considérée comme maîtrisée au-delà d’un seuil, 95 % par défaut.',
  how3Title: 'Une difficulté maintenue dans une zone cible',
  how3Body: 'Les questions sont choisies pour que la probabilité de réussite prévue reste entre 70 % et 85 % : assez difficiles pour faire réfléchir, assez accessibles pour donner envie de continuer. Quand les résultats récents sortent de cette zone, le niveau change, et le changement est enregistré avec l’ancien niveau, le nouveau et la raison.',
  how4Title: 'Des révisions espacées avec FSRS',
  how4Body: 'Pour chaque compétence maîtrisée, l’algorithme FSRS (Free Spaced Repetition Scheduler) modélise la stabilité de votre souvenir et programme la prochaine révision au moment où la probabilité de vous en souvenir devrait tomber à 90 %. Une révision réussie repousse la suivante ; un oubli la rapproche.',
  limit1: 'Il ne vous range pas dans un « style d’apprentissage » : rien ne montre vraiment qu’enseigner selon les styles aide, donc Pathwise s’adapte plutôt à ce que vous savez.',
  limit2: 'Il lui faut quelques réponses pour bien s’adapter : avec peu d’indices, les estimations restent incertaines, et Pathwise le dit au lieu de faire semblant.',
  limit3: 'Il ne rédige pas de nouveau contenu pendant une session : il choisit parmi les leçons et les questions que le créateur a mises dans le cours.',
});
