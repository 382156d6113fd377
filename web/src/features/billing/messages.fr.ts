import { defineTranslation } from '../../shared/i18n';
import type { billingMessages } from './messages';

export default defineTranslation<typeof billingMessages>({
  title: 'Facturation',
  intro: 'Votre offre Pathwise et ce qu’elle comprend.',
  loading: 'Chargement de votre offre…',
  couldNotLoad: 'Impossible de charger votre offre',
  yourPlan: 'Votre offre',
  planNow: 'Vous êtes sur l’offre {plan}.',
  plan_free: 'Gratuite',
  plan_pro: 'Pro',
  plan_pro_plus: 'Pro Plus',
  publishedCourses: 'Cours publiés',
  unlimited: 'Illimités',
  aiCredits: 'Crédits IA par mois',
  trialRunning: 'Votre essai gratuit de {plan} se termine le {date} : {days, plural, one {il reste # jour} other {il reste # jours}}.',
  trialNothingCharged: 'Rien n’est prélevé. À la fin de l’essai, votre compte revient à l’offre Gratuite ; les cours publiés restent en ligne.',
  trialEnded: 'Votre essai gratuit de {plan} s’est terminé le {date}.',
  tryTitle: 'Essayez gratuitement une offre payante',
  tryIntro: 'Chaque compte a un essai gratuit de {days} jours. Aucune carte n’est demandée et rien n’est prélevé à la fin.',
  startTrial: 'Commencer l’essai {plan} de {days} jours',
  starting: 'Démarrage de votre essai…',
  couldNotStart: 'Impossible de démarrer l’essai',
  comparePlans: 'Comparer les offres',
});
