import { defineTranslation } from '../i18n';
import type { apiMessages } from './messages';

export default defineTranslation<typeof apiMessages>({
  errorOccurred: 'Se produjo un error',
  tooManyAttempts: 'Demasiados intentos. Vuelve a intentarlo dentro de {wait}.',
  unreachable: 'No se pudo conectar con Pathwise. Comprueba tu conexión y vuelve a intentarlo.',
  requestFailed: 'La solicitud ha fallado (código {status}).',
  status400: '400 Solicitud incorrecta',
  status401: '401 No autorizado',
  status403: '403 Acceso prohibido',
  status404: '404 No encontrado',
  status408: '408 Tiempo de espera agotado',
  status409: '409 Conflicto',
  status413: '413 Contenido demasiado grande',
  status422: '422 Contenido no procesable',
  status429: '429 Demasiadas solicitudes',
  status500: '500 Error interno del servidor',
  status502: '502 Puerta de enlace incorrecta',
  status503: '503 Servicio no disponible',
  status504: '504 Tiempo de espera de la puerta de enlace agotado',
});
