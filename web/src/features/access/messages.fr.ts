import { defineTranslation } from '../../shared/i18n';
import type { accessMessages } from './messages';

export default defineTranslation<typeof accessMessages>({
  verifying: 'Vérification de l’authentification...',
  accessDenied: 'Accès refusé',
  deniedMessage: 'Vous n’avez pas l’autorisation d’accéder à cette page. Cette fonctionnalité requiert les privilèges {role}.',
  goBack: 'Retour',
  goToHome: 'Aller à l’accueil',
  subscriptionRequired: 'Abonnement requis',
  subscriptionMessage:
    'Cette fonctionnalité est réservée aux abonnés de notre offre {plan}. Veuillez mettre à niveau votre abonnement pour accéder à ce contenu.',
  upgradePlan: 'Mettre à niveau',
  or: ' ou ',
  role_creator: 'créateur',
  role_student: 'étudiant',
  role_instructor: 'formateur',
  role_admin: 'administrateur',
  plan_free: 'gratuite',
  plan_pro: 'Pro',
  plan_pro_plus: 'Pro Plus',
});
