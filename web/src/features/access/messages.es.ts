import { defineTranslation } from '../../shared/i18n';
import type { accessMessages } from './messages';

export default defineTranslation<typeof accessMessages>({
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
});
