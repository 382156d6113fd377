import { defineTranslation } from '../i18n';
import type { markdownEditingMessages } from './markdown-editing.messages';

export default defineTranslation<typeof markdownEditingMessages>({
  toolbar: 'Formato',
  heading: 'Encabezado',
  bold: 'Negrita',
  italic: 'Cursiva',
  list: 'Lista',
  link: 'Enlace',
  code: 'Código',
  codeBlock: 'Bloque de código',
  formula: 'Fórmula (TeX)',
  callout: 'Recuadro (consejo, atención o ejemplo)',
  withShortcut: '{name} ({shortcut})',
  preview: 'Vista previa',
  previewEmpty: 'Aquí aparece el texto tal como lo verán los estudiantes.',
});
