import { defineTranslation } from '../../shared/i18n';
import type { momentMessages } from './moment.messages';

export default defineTranslation<typeof momentMessages>({
  heading: 'Has obtenido un certificado',
  announcement: 'Has obtenido el certificado de «{title}».',
  body: 'Cumpliste todos los criterios de «{title}». Tu certificado está firmado, así que cualquiera puede comprobar que es auténtico.',
  downloadPdf: 'Descargar PDF',
  myCertificates: 'Mis certificados',
  verifyPage: 'Abrir su página de verificación',
  dismiss: 'Volver al curso',
});
