import { publicPageHeadsEs } from '@pathwise/contracts';
import { defineTranslation } from '../../shared/i18n';
import type { docsMessages } from './docs.messages';

export default defineTranslation<typeof docsMessages>({
  docTitle: publicPageHeadsEs.documentation.title,
  eyebrow: 'Documentación',
  title: 'Cómo usar Pathwise',
  lead: publicPageHeadsEs.documentation.description,
  contents: 'En esta página',
  everyone: 'Para todos',
  learners: 'Para estudiantes',
  creators: 'Para creadores',
  admins: 'Para administradores',
  developers: 'Para desarrolladores',
  signInTitle: 'Iniciar sesión con un código',
  profileTitle: 'Perfil y ajustes',
  learningTitle: 'Estudiar y hacer cuestionarios',
  creatingTitle: 'Crear y publicar un curso',
  adaptivityTitle: 'Cómo decide la adaptación',
  adminTitle: 'Herramientas de administración',
  apiTitle: 'API y tiempo real',
  stillStuck: '¿Sigues atascado? Escríbenos y te responderá una persona.',
  contactLink: 'Contactar con soporte',
});
