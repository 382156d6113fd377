import { defineTranslation } from '../i18n';
import type { markdownMessages } from './markdown.messages';

export default defineTranslation<typeof markdownMessages>({
  tip: 'Consejo',
  warning: 'Atención',
  example: 'Ejemplo',
  note: 'Nota',
  footnotes: 'Notas al pie',
  backToReference: 'Volver a la referencia {reference}',
  table: 'Tabla (se desplaza en horizontal)',
  code: 'Código (se desplaza en horizontal)',
  loading: 'Cargando el texto…',
});
