import type { Language } from '@pathwise/event-schemas';
import { EARLY_ADOPTER_LIMIT } from './gamification-rules.contracts.js';

interface AchievementWords {
  readonly title: string;
  readonly description: string;
}

/**
 * The catalogue's titles and descriptions beyond English (English is the catalogue's own), by achievement id: the
 * server answers in the language of the request, so an achievement reads the same in a list, a toast and a popup.
 */
const translations: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, AchievementWords>>>> = {
  es: {
    'first-course': { title: 'Primer curso', description: 'Publica tu primer curso.' },
    'five-courses': { title: 'Cinco cursos', description: 'Publica cinco cursos.' },
    'ten-courses': { title: 'Diez cursos', description: 'Publica diez cursos.' },
    'first-student': { title: 'Primer alumno', description: 'Un alumno se inscribe en uno de tus cursos.' },
    'hundred-students': { title: 'Cien alumnos', description: '100 inscripciones en tus cursos.' },
    'thousand-students': { title: 'Mil alumnos', description: '1000 inscripciones en tus cursos.' },
    'first-sale': { title: 'Primera venta', description: 'Vende tu primer curso.' },
    'thousand-revenue': { title: '1000 $ ganados', description: 'Gana 1000 $ con tus cursos.' },
    'ten-thousand-revenue': { title: '10.000 $ ganados', description: 'Gana 10.000 $ con tus cursos.' },
    'week-streak': { title: 'Racha de una semana', description: 'Aprende 7 días seguidos.' },
    'month-streak': { title: 'Racha de un mes', description: 'Aprende 30 días seguidos.' },
    'perfect-rating': { title: 'Valoración perfecta', description: 'Uno de tus cursos recibe cinco estrellas.' },
    'early-adopter': { title: 'Pionero', description: `Uno de los primeros ${EARLY_ADOPTER_LIMIT.toLocaleString('es')} miembros.` },
    'community-helper': { title: 'Ayuda de la comunidad', description: 'Cinco de tus respuestas en el foro marcadas como la respuesta.' },
  },
  fr: {
    'first-course': { title: 'Premier cours', description: 'Publiez votre premier cours.' },
    'five-courses': { title: 'Cinq cours', description: 'Publiez cinq cours.' },
    'ten-courses': { title: 'Dix cours', description: 'Publiez dix cours.' },
    'first-student': { title: 'Premier apprenant', description: 'Un apprenant s’inscrit à l’un de vos cours.' },
    'hundred-students': { title: 'Cent apprenants', description: '100 inscriptions à vos cours.' },
    'thousand-students': { title: 'Mille apprenants', description: '1 000 inscriptions à vos cours.' },
    'first-sale': { title: 'Première vente', description: 'Vendez votre premier cours.' },
    'thousand-revenue': { title: '1 000 $ gagnés', description: 'Gagnez 1 000 $ avec vos cours.' },
    'ten-thousand-revenue': { title: '10 000 $ gagnés', description: 'Gagnez 10 000 $ avec vos cours.' },
    'week-streak': { title: 'Une semaine d’affilée', description: 'Apprenez 7 jours de suite.' },
    'month-streak': { title: 'Un mois d’affilée', description: 'Apprenez 30 jours de suite.' },
    'perfect-rating': { title: 'Note parfaite', description: 'Un de vos cours noté cinq étoiles.' },
    'early-adopter': { title: 'Pionnier', description: `Parmi les ${EARLY_ADOPTER_LIMIT.toLocaleString('fr')} premiers membres.` },
    'community-helper': { title: 'Pilier de la communauté', description: 'Cinq de vos réponses du forum marquées comme la réponse.' },
  },
};

/** An achievement's title and description in `language`; the catalogue's English where there is no translation. */
export function achievementWords(entry: { readonly id: string } & AchievementWords, language: Language): AchievementWords {
  if (language === 'en') return { title: entry.title, description: entry.description };
  return translations[language][entry.id] ?? { title: entry.title, description: entry.description };
}

/** The ids that have translations in `language`, for a check that the catalogue and its translations agree. */
export const translatedAchievementIds = (language: Exclude<Language, 'en'>): string[] => Object.keys(translations[language]);
