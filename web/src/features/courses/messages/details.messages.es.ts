import { defineTranslation } from '../../../shared/i18n';
import type { detailsMessages } from './details.messages';

export default defineTranslation<typeof detailsMessages>({
  title: 'Título',
  subtitle: 'Subtítulo',
  description: 'Descripción',
  language: 'Idioma',
  level: 'Nivel',
  price: 'Precio',
  priceHint: 'Con 0 el curso es gratuito.',
  currency: 'Moneda',
  tags: 'Etiquetas',
  tagsHint: 'Separadas por comas, hasta 10.',
});
