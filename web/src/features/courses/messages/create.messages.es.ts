import { defineTranslation } from '../../../shared/i18n';
import type { createMessages } from './create.messages';

export default defineTranslation<typeof createMessages>({
  title: 'Crear un curso',
  intro: 'Empieza por lo esencial; después añadirás módulos, lecciones y cuestionarios. El curso será un borrador hasta que lo publiques.',
  submit: 'Crear curso',
  creating: 'Creando…',
  cancel: 'Volver al panel',
});
