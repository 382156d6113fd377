import { defineTranslation } from '../../../../shared/i18n';
import type { statusMessages } from './messages';

export default defineTranslation<typeof statusMessages>({
  offline: 'Ahora mismo no tienes conexión. Es posible que algunas funciones no estén disponibles.',
  install: 'Instalar la aplicación',
  installHint: 'Añade Pathwise a tu dispositivo y ábrelo como cualquier otra aplicación.',
});
