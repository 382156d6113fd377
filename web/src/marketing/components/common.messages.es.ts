import { defineTranslation } from '../../shared/i18n';
import type { commonMessages } from './common.messages';

export default defineTranslation<typeof commonMessages>({
  signUp: 'Regístrate gratis',
  exploreDemo: 'Explora la demo',
  seePricing: 'Ver precios',
  browseCourses: 'Ver cursos',
  ctaTitle: 'Empieza a aprender a tu manera',
  ctaBody: 'Crea tu cuenta en un minuto: sin contraseñas que recordar y sin tarjeta. Los creadores publican su primer curso con el plan gratuito.',
  ctaBodySignedIn: 'Ya has iniciado sesión. Elige un curso o descubre lo que los planes de pago añaden para los creadores.',
  relatedTitle: 'Sigue explorando',
  adaptiveLearning: 'Aprendizaje adaptativo',
  adaptiveAssessments: 'Evaluaciones adaptativas',
  aiContent: 'Contenido con IA',
  adaptiveBuilder: 'Constructor adaptativo',
  builderDemo: 'Demo del constructor adaptativo',
  emotionalDemo: 'Demo de diseño emocional',
  demoCourse: 'Curso de demostración',
  forLearners: 'Para estudiantes',
  forCreators: 'Para creadores',
  howItWorks: 'Cómo funciona',
  honestLimits: 'Lo que no hace',
  tryIt: 'Pruébalo tú mismo',
  allFeatures: 'Todas las funciones',
});
