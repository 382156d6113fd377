import { defineTranslation } from '../../shared/i18n';
import type { docsAdminApiMessages } from './docs-admin-api.messages';

export default defineTranslation<typeof docsAdminApiMessages>({
  adminUsers: 'Usuarios: busca cuentas por nombre o correo y cambia el rol de una persona (creator, student, instructor o admin) o su plan (free, pro o pro_plus). Cada cambio queda registrado con quién lo hizo y por qué, y se aplica desde la siguiente solicitud de esa persona.',
  adminExact: 'El acceso se comprueba de forma exacta: un administrador no es automáticamente instructor, y un suscriptor de Pro no obtiene las funciones de Pro Plus.',
  adminLeads: 'Contactos: los mensajes enviados con el formulario de contacto, del más reciente al más antiguo, filtrables por asunto.',
  adminHealth: 'Estado: GET /api/health informa sobre la base de datos, el final del registro de eventos y el retraso de cada modelo de lectura, y los eventos que un modelo de lectura no pudo aplicar: los aparta con el error y continúa, y los administradores los reintentan tras una corrección (GET /api/admin/projections/parked-events). /metrics expone métricas de Prometheus.',
  adminReplay: 'Reconstrucciones: los modelos de lectura pueden reconstruirse a partir del registro de eventos sin interrumpir el servicio, por ejemplo tras corregir cómo se calcula una cifra.',
  usersLink: 'Abrir los usuarios',
  leadsLink: 'Abrir los contactos',
  apiIntro: 'Todo lo que hace la aplicación pasa por la misma API HTTP, bajo /api, con JSON a la entrada y a la salida.',
  apiReference: 'Cada endpoint se describe, con sus esquemas de solicitud y respuesta, en la referencia interactiva. Se genera a partir de los mismos esquemas con los que el servidor comprueba las solicitudes, y el documento OpenAPI 3.1 está en /api/openapi.json.',
  apiReferenceLink: 'Abrir la referencia de la API',
  apiAuth: 'Autenticación: en el navegador, la cookie de sesión, con la cabecera X-CSRF-Token de la sesión en cada escritura. Desde scripts, Authorization: Bearer <token>, con un token de 15 minutos obtenido con POST /api/auth/token.',
  apiErrors: 'Los errores siguen el formato de detalles de problema de la RFC 9457 (application/problem+json) e incluyen un traceId. Una entrada no válida enumera cada problema con un puntero al campo, como #/body/email, y un 429 llega con Retry-After.',
  apiEvents: 'Eventos de aprendizaje: POST /api/learning/events registra lesson_start o lesson_complete de un alumno inscrito en el curso; los intentos de cuestionario solo cuentan cuando el servidor los califica (POST /api/courses/{courseId}/quizzes/{quizId}/attempts). Envía tu propio eventId: así, un reintento se reconoce como duplicado en lugar de contarse dos veces, y el mismo id con otro contenido se rechaza (409).',
  apiRealtime: 'Tiempo real: conéctate con Socket.IO a la misma dirección, emite join_room con un room_id (room_type es course por defecto) y escucha learning_update. Tras una reconexión, envía la última posición que recibiste y te llegará lo que te perdiste.',
});
