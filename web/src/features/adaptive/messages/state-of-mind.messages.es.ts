import { defineTranslation } from '../../../shared/i18n';
import type { stateOfMindMessages } from './state-of-mind.messages';

export default defineTranslation<typeof stateOfMindMessages>({
  celebrating_greetingNoName: '¡Enhorabuena! Este momento es merecido.',
  focused_greetingNoName: 'Con buen ritmo: a seguir.',
  struggling_greetingNoName: 'Paso a paso: que cueste es parte de aprender.',
  exploring_greetingNoName: 'Explorando, a su ritmo.',
  heading: 'Cómo va todo',
  readingIs: 'Te percibimos: {state}',
  why: 'Por qué lo pensamos',
  noReasons: 'Nada fuera de lo normal en tu actividad reciente.',
  help: 'Qué puede ayudar',
  celebrating_greeting: '¡Enhorabuena, {name}! Te has ganado este momento.',
  celebrating_help1: 'Disfrútalo un segundo: tu progreso es real.',
  celebrating_help2: '¿Quieres más? El siguiente paso es un poco más difícil.',
  focused_greeting: 'Vas con buen ritmo, {name}. Sigue así.',
  focused_help1: 'El siguiente paso continúa lo que acabas de hacer.',
  focused_help2: 'Los repasos cortos mantienen fresco lo que dominas.',
  struggling_greeting: 'Vamos paso a paso, {name}. Que cueste es parte de aprender.',
  struggling_help1: 'Repasar primero los requisitos previos suele ayudar en el siguiente intento.',
  struggling_help2: 'Un descanso corto también está bien: lo aprendido se queda contigo.',
  struggling_review: 'Empieza el repaso por: {skills}',
  exploring_greeting: 'Bienvenido, {name}. Explora a tu ritmo.',
  exploring_help1: 'Abre cualquier lección que te llame la atención.',
  exploring_help2: 'Un cuestionario corto muestra dónde estás, para sugerirte qué sigue.',
});
