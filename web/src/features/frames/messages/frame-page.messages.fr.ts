import { defineTranslation } from '../../../shared/i18n';
import type { framePageMessages } from './frame-page.messages';

export default defineTranslation<typeof framePageMessages>({ comingSoon: 'Bientôt disponible', meanwhile: 'En attendant', relatedPages: 'Pages associées' });
