import { defineTranslation } from '../../../../shared/i18n';
import type { voiceMessages } from './messages';

export default defineTranslation<typeof voiceMessages>({
  button: 'Navegación por voz',
  start: 'Iniciar la navegación por voz',
  stop: 'Dejar de escuchar',
  shortcut: 'Pulsa Espacio para empezar o dejar de escuchar.',
  listening: 'Escuchando…',
  processing: 'Procesando…',
  notUnderstood: 'No se ha entendido. Inténtalo de nuevo.',
  unknown: 'Comando no reconocido. Di "help" para ver los comandos disponibles.',
  help: 'Comandos disponibles (en inglés): "dashboard", "courses", "profile", "analytics", "create course", "sign out" y "help".',
  going: 'Abriendo {page}.',
  signingOut: 'Cerrando sesión…',
  signOutFailed: 'No se ha podido cerrar la sesión. Inténtalo de nuevo.',
  microphoneBlocked: 'El acceso al micrófono está bloqueado. Permítelo en el navegador para usar la navegación por voz.',
});
