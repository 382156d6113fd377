import { defineTranslation } from '../i18n';
import type { loadingMessages } from './loading-screen.messages';

export default defineTranslation<typeof loadingMessages>({
  loading: 'Cargando tu increíble experiencia...',
  progress: 'Progreso de carga',
  tipLabel: 'Consejo',
  tip1: 'Las sesiones de estudio cortas y regulares funcionan mejor que un atracón largo.',
  tip2: 'Los cuestionarios se adaptan a tus respuestas: un error le indica a Pathwise qué explicarte después.',
  tip3: 'Pulsa Ctrl+K (⌘K en un Mac) para ir a cualquier parte con la paleta de comandos.',
  tip4: 'Cambia entre el tema claro y el oscuro desde la barra superior.',
  tip5: 'Tu progreso se guarda sobre la marcha, en todos tus dispositivos.',
});
