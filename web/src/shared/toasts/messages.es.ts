import { defineTranslation } from '../i18n';
import type { toastMessages } from './messages';

export default defineTranslation<typeof toastMessages>({
  notifications: 'Notificaciones',
  genericError: 'Se ha producido un error',
});
