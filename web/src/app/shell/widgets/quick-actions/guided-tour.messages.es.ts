import { defineTranslation } from '../../../../shared/i18n';
import type { tourMessages } from './guided-tour.messages';

export default defineTranslation<typeof tourMessages>({
  title: 'Visita guiada',
  progress: 'Paso {step} de {total}',
  back: 'Atrás',
  next: 'Siguiente',
  finish: 'Terminar',
  close: 'Cerrar la visita',
  topBarTitle: 'La barra superior',
  topBarText: 'El logotipo te lleva al inicio; tu cuenta, tu perfil y tus ajustes están a la derecha.',
  paletteTitle: 'La paleta de comandos',
  paletteText: 'Pulsa Ctrl+K (⌘K en un Mac) en cualquier lugar para buscar e ir a una página.',
  quickActionsTitle: 'Acciones rápidas',
  quickActionsText: 'Este botón redondo abre atajos a lo que más haces; en una pantalla táctil, mantenlo pulsado.',
  bottomBarTitle: 'La barra inferior',
  bottomBarText: 'En un móvil, las páginas principales quedan a un toque abajo; la barra se oculta al desplazarte hacia abajo.',
  helpTitle: 'Consejos de ayuda',
  helpText: 'Los consejos aparecen en la esquina poco después de cargar una página. Minimízalos o descártalos cuando quieras.',
});
