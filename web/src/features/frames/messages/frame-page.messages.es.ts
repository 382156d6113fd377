import { defineTranslation } from '../../../shared/i18n';
import type { framePageMessages } from './frame-page.messages';

export default defineTranslation<typeof framePageMessages>({ comingSoon: 'Próximamente', meanwhile: 'Mientras tanto', relatedPages: 'Páginas relacionadas' });
