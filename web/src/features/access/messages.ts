import { accessDeniedMessage, subscriptionRequiredMessage } from '@pathwise/contracts';
import { defineMessages } from '../../shared/i18n';

/**
 * The gates' words. The English messages are the contracts' own (spec section 5), built with a `{placeholder}`
 * so that English cannot drift from what the server says; Spanish and French translate them.
 */
export const accessMessages = defineMessages({
  en: {
    verifying: 'Verifying authentication...',
    accessDenied: 'Access Denied',
    deniedMessage: accessDeniedMessage('{role}'),
    goBack: 'Go Back',
    goToHome: 'Go to Home',
    subscriptionRequired: 'Subscription Required',
    subscriptionMessage: subscriptionRequiredMessage('{plan}'),
    upgradePlan: 'Upgrade Plan',
    or: ' or ',
    role_creator: 'creator',
    role_student: 'student',
    role_instructor: 'instructor',
    role_admin: 'admin',
    plan_free: 'free',
    plan_pro: 'pro',
    plan_pro_plus: 'pro_plus',
  },
  es: {
    verifying: 'Verificando la autenticación...',
    accessDenied: 'Acceso denegado',
    deniedMessage: 'No tienes permiso para acceder a esta página. Esta función requiere privilegios de {role}.',
    goBack: 'Volver',
    goToHome: 'Ir al inicio',
    subscriptionRequired: 'Suscripción necesaria',
    subscriptionMessage:
      'Esta función es exclusiva para los suscriptores de nuestro plan {plan}. Mejora tu suscripción para acceder a este contenido.',
    upgradePlan: 'Mejorar plan',
    or: ' o ',
    role_creator: 'creador',
    role_student: 'estudiante',
    role_instructor: 'instructor',
    role_admin: 'administrador',
    plan_free: 'gratuito',
    plan_pro: 'Pro',
    plan_pro_plus: 'Pro Plus',
  },
  fr: {
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
  },
});
