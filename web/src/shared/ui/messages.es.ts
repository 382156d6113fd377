import { defineTranslation } from '../i18n';
import type { uiMessages } from './messages';

export default defineTranslation<typeof uiMessages>({
  live: 'En directo',
  connecting: 'Conectando…',
  liveHint: 'Las cifras se actualizan a medida que los estudiantes aprenden',
  offlineHint: 'Las cifras volverán a actualizarse cuando se restablezca la conexión',
  proBadge: 'PRO',
  proPlan: 'Plan Pro',
  proPlusPlan: 'Plan Pro Plus',
  retry: 'Reintentar',
  retrying: 'Reintentando…',
  skipToContent: 'Saltar al contenido',
});
