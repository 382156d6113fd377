import { publicPageHeadsFr } from '@pathwise/contracts';
import { defineTranslation } from '../../shared/i18n';
import type { aiContentMessages } from './ai-content.messages';

export default defineTranslation<typeof aiContentMessages>({
  docTitle: publicPageHeadsFr.aiContent.title,
  eyebrow: 'Contenu assisté par IA',
  title: 'Un contenu de cours rédigé à partir de vos propres supports',
  lead: publicPageHeadsFr.aiContent.description,
  caption: 'Les passages de votre document deviennent les modules d’un plan, chaque brouillon renvoyant à sa source.',
  tryIt: 'Lire comment créer un cours',
  whatTitle: 'Ce que cela apporte',
  learner1: 'Les leçons restent fidèles à ce que le créateur enseigne vraiment, avec ses exemples et son vocabulaire.',
  learner2: 'Davantage de questions d’entraînement par compétence : les exercices adaptatifs manquent rarement de questions inédites.',
  learner3: 'Des leçons narrées à écouter partout, avec la transcription à côté.',
  creator1: 'Passez d’un dossier de supports à un plan de cours en quelques minutes, organisé en compétences et en leçons que vous pouvez réorganiser.',
  creator2: 'Générez des brouillons de leçons, des quiz avec une explication pour chaque option et une narration, chacun relié au passage dont il est issu.',
  creator3: 'Rien n’est publié sans vous : les brouillons sont versionnés, et vous acceptez, modifiez ou écartez chacun d’eux.',
  creator4: 'Chaque offre comprend des crédits d’IA mensuels : {free} avec l’offre Gratuit, {pro} avec Pro et {proPlus} avec Pro Plus.',
  how1Title: 'Vos supports d’abord',
  how1Body: 'La génération s’appuie sur ce que vous importez : le modèle travaille à partir de vos passages, et chaque brouillon cite les sources utilisées pour que vous puissiez vérifier.',
  how2Title: 'Un plan que vous modifiez',
  how2Body: 'Pathwise propose des modules, des compétences et des prérequis à partir des supports. Vous remaniez la carte avant que quoi que ce soit d’autre ne soit généré.',
  how3Title: 'Leçons et quiz',
  how3Body: 'Pour chaque compétence, il rédige une courte leçon et des questions de plusieurs niveaux de difficulté, avec une explication pour chaque réponse, prêtes à être calibrées par les réponses des apprenants.',
  how4Title: 'Narration',
  how4Body: 'Avec Pro Plus, le studio vocal transforme les leçons en audio, et la transcription reste synchronisée pour ceux qui préfèrent lire plutôt qu’écouter.',
  limit1: 'Les brouillons de l’IA peuvent se tromper. C’est pourquoi chacun affiche ses sources et attend votre relecture.',
  limit2: 'Il ne sort pas un programme de nulle part : des supports minces donnent des brouillons minces.',
  limit3: 'Les questions générées ne sont pas calibrées au départ : leur difficulté est estimée d’après les réponses des apprenants avant que les tests adaptatifs ne s’y fient.',
});
