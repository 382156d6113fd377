import { defineTranslation } from '../../shared/i18n';
import type { momentMessages } from './moment.messages';

export default defineTranslation<typeof momentMessages>({
  heading: 'Vous avez obtenu un certificat',
  announcement: 'Vous avez obtenu le certificat de « {title} ».',
  body: 'Vous avez rempli tous les critères de « {title} ». Votre certificat est signé : chacun peut vérifier qu’il est authentique.',
  downloadPdf: 'Télécharger le PDF',
  myCertificates: 'Mes certificats',
  verifyPage: 'Ouvrir sa page de vérification',
  dismiss: 'Revenir au cours',
});
