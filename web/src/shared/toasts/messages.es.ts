import { defineTranslation } from '../i18n';

export default defineTranslation<(typeof import('./messages'))['toastMessages']>({
  notifications: 'Notificaciones',
  genericError: 'Se ha producido un error',
});
