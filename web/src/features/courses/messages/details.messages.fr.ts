import { defineTranslation } from '../../../shared/i18n';
import type { detailsMessages } from './details.messages';

export default defineTranslation<typeof detailsMessages>({
  title: 'Titre',
  subtitle: 'Sous-titre',
  description: 'Description',
  language: 'Langue',
  level: 'Niveau',
  price: 'Prix',
  priceHint: '0 rend le cours gratuit.',
  currency: 'Devise',
  tags: 'Étiquettes',
  tagsHint: 'Séparées par des virgules, 10 au plus.',
});
