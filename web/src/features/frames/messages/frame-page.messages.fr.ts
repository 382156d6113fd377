import { defineTranslation } from '../../../shared/i18n';

export default defineTranslation<(typeof import('./frame-page.messages'))['framePageMessages']>({ comingSoon: 'Bientôt disponible', meanwhile: 'En attendant', relatedPages: 'Pages associées' });
