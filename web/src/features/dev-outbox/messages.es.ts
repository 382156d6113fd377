import { defineTranslation } from '../../shared/i18n';
import type { devOutboxMessages } from './messages';

export default defineTranslation<typeof devOutboxMessages>({
  title: 'Bandeja de salida de desarrollo',
  intro:
    'Un servidor de desarrollo guarda aquí su correo en lugar de enviarlo. El mensaje más reciente aparece primero; la lista se actualiza cada {seconds} segundos.',
  showingMailTo: 'Se muestra el correo enviado a {address}.',
  showAllMail: 'Mostrar todo el correo',
  couldNotLoad: 'No se pudo cargar la bandeja de salida',
  developmentOnly: 'La bandeja de salida de desarrollo solo está disponible en el modo de desarrollo.',
  noMailYet: 'Todavía no hay correo',
  noMailHint: 'Pide un código de inicio de sesión y aparecerá aquí.',
  to: 'Para {address}',
});
