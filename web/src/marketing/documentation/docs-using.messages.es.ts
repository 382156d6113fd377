import { defineTranslation } from '../../shared/i18n';
import type { docsUsingMessages } from './docs-using.messages';

export default defineTranslation<typeof docsUsingMessages>({
  signInIntro: 'Pathwise no usa contraseñas: demuestras que eres tú con un código que te enviamos por correo.',
  signInStep1: 'Selecciona Iniciar sesión y escribe tu correo electrónico.',
  signInStep2: 'Abre el correo de Pathwise y copia el código de 6 cifras. Es válido durante 10 minutos, y cinco intentos fallidos lo anulan.',
  signInStep3: 'Escribe el código. Habrás iniciado sesión y volverás a la página en la que estabas.',
  signInPoint1: 'Un correo nuevo crea una cuenta nueva: empiezas como creador con el plan Gratuito y puedes aprender y crear desde el primer momento.',
  signInPoint2: 'Donde el inicio de sesión con Google esté activado, puedes usar tu cuenta de Google.',
  signInPoint3: 'Tu navegador mantiene la sesión con una cookie de sesión segura. Al cerrar sesión, esa sesión termina al instante, junto con cualquier token de API emitido a partir de ella.',
  signInLink: 'Iniciar sesión',
  profilePoint1: 'Perfil: el nombre que ven los demás y una foto (PNG, JPEG o WebP, de hasta 2 MB) que puedes quitar cuando quieras.',
  profilePoint2: 'Ajustes: el idioma de la interfaz (inglés, español o francés) y si recibes notificaciones por correo. Ambos te acompañan en todos tus dispositivos.',
  profilePoint3: 'Tema: claro, oscuro o el mismo que tu sistema. Esta elección se guarda en tu navegador.',
  profileLink: 'Abrir tu perfil',
  settingsLink: 'Abrir tus ajustes',
  learningPoint1: 'Elige un curso del catálogo. Su mapa muestra lo que ya dominas, lo que estás listo para aprender y lo que aún espera a un requisito previo.',
  learningPoint2: 'Las lecciones son breves. Terminar una, y cada respuesta de cuestionario, queda registrado para que tu itinerario se adapte.',
  learningPoint3: 'Los cuestionarios explican cada respuesta. Una respuesta incorrecta es información, no un castigo: le indica a Pathwise qué mostrarte después.',
  learningPoint4: 'Los repasos aparecen cuando toca, normalmente unos minutos al día. Hacerlos a tiempo es lo que mantiene una habilidad dominada.',
  learningPoint5: 'Gana XP, niveles y rachas por el camino, y un certificado al terminar un curso. Cualquiera puede comprobar un certificado en su página pública de verificación.',
  coursesLink: 'Ver cursos',
  demoLink: 'Probar el curso de demostración',
});
