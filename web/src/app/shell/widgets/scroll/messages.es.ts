import { defineTranslation } from '../../../../shared/i18n';
import type { bottomBarMessages } from './messages';

export default defineTranslation<typeof bottomBarMessages>({
  label: 'Navegación rápida',
  home: 'Inicio',
  dashboard: 'Panel',
  courses: 'Cursos',
  search: 'Buscar',
  profile: 'Perfil',
  signIn: 'Iniciar sesión',
});
