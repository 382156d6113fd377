import { defineTranslation } from '../../shared/i18n';
import type { reissueMessages } from './reissue.messages';

export default defineTranslation<typeof reissueMessages>({
  noticeTitle: 'Tu nombre ha cambiado desde que se emitió este certificado',
  noticeBody: 'Muestra el nombre {name}. Vuelve a emitirlo con el nombre que usas ahora: el logro, su fecha y sus habilidades no cambian.',
  reissue: 'Volver a emitir con mi nuevo nombre',
  dialogTitle: '¿Volver a emitir este certificado con tu nuevo nombre?',
  dialogBody:
    'Un certificado nuevo con tu nombre actual ocupa su lugar, y este queda revocado como sustituido. Los enlaces, códigos QR y entradas de LinkedIn que compartiste dirán que fue sustituido y llevarán al nuevo.',
  confirm: 'Volver a emitir el certificado',
  reissuing: 'Volviendo a emitir…',
  keep: 'Conservar este',
  couldNotReissue: 'No se pudo volver a emitir el certificado',
  reissued: 'Emitido de nuevo con tu nuevo nombre: el certificado nuevo es el primero de la lista y el anterior queda revocado como sustituido.',
});
