import { defineTranslation } from '../../../../shared/i18n';

export default defineTranslation<(typeof import('./messages'))['bottomBarMessages']>({
  label: 'Navegación rápida',
  home: 'Inicio',
  dashboard: 'Panel',
  courses: 'Cursos',
  search: 'Buscar',
  profile: 'Perfil',
  signIn: 'Iniciar sesión',
});
