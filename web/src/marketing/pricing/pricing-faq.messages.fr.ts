import { defineTranslation } from '../../shared/i18n';
import type { pricingFaqMessages } from './pricing-faq.messages';

export default defineTranslation<typeof pricingFaqMessages>({
  title: 'Questions sur les offres',
  trialQ: 'Que se passe-t-il à la fin de l’essai gratuit ?',
  trialA: 'Pro et Pro Plus commencent par {days} jours gratuits, lancés depuis Facturation sans carte, un essai par compte. Rien n’est prélevé pendant l’essai. Si vous vous abonnez pendant celui-ci, votre carte est enregistrée et le premier paiement est prélevé à la fin de l’essai ; sinon votre compte revient à l’offre Gratuite, et les cours publiés restent en ligne.',
  learnersQ: 'Les apprenants ont-ils besoin d’une offre ?',
  learnersA: 'Non. Créer un compte et suivre les cours gratuits ne coûte rien. Certains cours sont vendus par leurs créateurs : vous payez ces cours, jamais une offre.',
  creditsQ: 'Qu’est-ce qu’un crédit d’IA ?',
  creditsA: 'Les crédits paient le travail de l’IA : rédiger un plan, une leçon, des questions de quiz ou une narration ; les tâches plus lourdes consomment plus de crédits. Votre solde est rechargé chaque mois selon votre offre.',
  switchQ: 'Puis-je changer d’offre plus tard ?',
  switchA: 'Oui, à tout moment depuis Facturation. Une montée en gamme s’applique immédiatement, et vous payez la différence pour le reste de la période en cours ; un passage à une offre inférieure, un changement de période de facturation ou une résiliation prend effet à la fin de la période déjà payée.',
  yearlyQ: 'Mensuel ou annuel ?',
  yearlyA: 'Payer à l’année vous fait économiser {percent} % par rapport à douze paiements mensuels. La facturation mensuelle vous laisse arrêter quand vous voulez.',
  dataQ: 'Que deviennent mes données ?',
  dataA: 'Vos données personnelles sont chiffrées avec une clé qui leur est propre et peuvent être effacées sur demande, et Pathwise n’utilise aucun traceur tiers. La politique de confidentialité explique tout.',
  privacyLink: 'Lire la politique de confidentialité',
});
