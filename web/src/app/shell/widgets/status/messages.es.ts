import { defineTranslation } from '../../../../shared/i18n';

export default defineTranslation<(typeof import('./messages'))['statusMessages']>({
  offline: 'Ahora mismo no tienes conexión. Es posible que algunas funciones no estén disponibles.',
  install: 'Instalar la aplicación',
  installHint: 'Añade Pathwise a tu dispositivo y ábrelo como cualquier otra aplicación.',
});
