import { defineTranslation } from '../../../shared/i18n';

export default defineTranslation<(typeof import('./frame-page.messages'))['framePageMessages']>({ comingSoon: 'Próximamente', meanwhile: 'Mientras tanto', relatedPages: 'Páginas relacionadas' });
