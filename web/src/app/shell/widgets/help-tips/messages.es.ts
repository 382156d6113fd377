import { defineTranslation } from '../../../../shared/i18n';
import type { helpTipMessages } from './messages';

export default defineTranslation<typeof helpTipMessages>({
  label: 'Consejos de ayuda',
  title: 'Consejo',
  progress: 'Consejo {number} de {total}',
  next: 'Siguiente consejo',
  minimise: 'Minimizar los consejos',
  restore: 'Mostrar los consejos',
  dismiss: 'Descartar los consejos',
  tipPalette: 'Pulsa Ctrl+K (⌘K en un Mac) para abrir la paleta de comandos e ir a cualquier página.',
  tipQuickActions: 'El botón redondo de la esquina abre las acciones rápidas; en una pantalla táctil, mantenlo pulsado.',
  tipVoice: 'Si tu navegador lo admite, pulsa Espacio (fuera de los campos de texto) y di "dashboard" o "help".',
  tipNotifications: 'Pulsa Alt+T para ir a tus notificaciones.',
  tipBreadcrumbs: 'La ruta de navegación bajo la barra superior te lleva un nivel hacia atrás cada vez.',
});
