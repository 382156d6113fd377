import { defineTranslation } from '../../shared/i18n';
import type { emotionalMessages } from './emotional.messages';

export default defineTranslation<typeof emotionalMessages>({
  docTitle: 'Demo de diseño emocional',
  eyebrow: 'Demo interactiva',
  title: 'Leer el estado de ánimo de una sesión de aprendizaje',
  lead: 'Pathwise observa los mismos eventos de aprendizaje que guían la adaptación y deduce si un estudiante está celebrando, concentrado, atascado o explorando. Después cambia su tono y la ayuda que ofrece, nunca las notas.',
  signalsTitle: 'Qué observa Pathwise',
  signalsIntro: 'Solo eventos de aprendizaje: nunca tu cámara, tu micrófono ni tu ritmo al escribir.',
  signal1: 'Los inicios y finales de lección, con el tiempo dedicado.',
  signal2: 'Los intentos de cuestionario, con su puntuación y el número de intentos.',
  signal3: 'Los logros, a medida que se desbloquean.',
  statesTitle: 'Cuatro estados, cuatro formas de responder',
  celebratingWhen: 'Tras un logro, una racha de tres aciertos o un acierto que pone fin a una serie de fallos.',
  focusedWhen: 'Un avance constante sin rachas de errores. También es el punto de partida de cada sesión.',
  strugglingWhen: 'Dos o más fallos seguidos desde la última lección terminada.',
  exploringWhen: 'Tres o más lecciones distintas abiertas seguidas sin terminar ninguna.',
  principlesTitle: 'Reglas básicas',
  principle1: 'El estado deducido cambia el tono y la ayuda. Nunca cambia puntuaciones, notas ni lo que puedes hacer.',
  principle2: 'Cada cambio viene con su motivo en palabras sencillas, como los de la simulación de abajo.',
  principle3: 'Reglas, no una caja negra: cada una es una frase que puedes leer y una prueba que la comprueba.',
  principle4: 'Estar atascado nunca hace aparecer una clasificación, una cuenta atrás ni una comparación con los demás.',
  simTitle: 'Prueba la simulación',
  simIntro: 'Añade eventos de aprendizaje uno a uno, o reproduce un escenario, y observa qué deduce Pathwise y cómo responde la pantalla de la lección.',
});
