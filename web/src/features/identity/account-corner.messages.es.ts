import { defineTranslation } from '../../shared/i18n';
import type { accountCornerMessages } from './account-corner.messages';

export default defineTranslation<typeof accountCornerMessages>({
  signInButton: 'Iniciar sesión',
  yourAccount: 'Tu cuenta',
  accountNavigation: 'Cuenta',
  profile: 'Perfil',
  settings: 'Configuración',
  signingOut: 'Cerrando sesión…',
  signOut: 'Cerrar sesión',
  couldNotSignOut: 'No se pudo cerrar la sesión: {reason}',
  verifying: 'Verificando la autenticación...',
  couldNotCheckSession: 'No se pudo comprobar si has iniciado sesión',
});
