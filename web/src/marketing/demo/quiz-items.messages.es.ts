import { defineTranslation } from '../../shared/i18n';
import type { quizItemMessages } from './quiz-items.messages';

export default defineTranslation<typeof quizItemMessages>({
  e1Prompt: 'Una pizza está cortada en 4 porciones iguales y te comes 1. ¿Qué fracción te has comido?',
  e1Explain: 'La pizza tiene 4 porciones iguales (el denominador) y te has comido 1 (el numerador): 1/4.',
  e2Prompt: 'En la fracción 5/8, ¿qué número es el denominador?',
  e2Explain: 'El denominador es el número de abajo: el todo se divide en 8 partes iguales y se toman 5.',
  e3Prompt: '¿Qué fracción es igual a un entero?',
  e3Explain: 'Tomar las 6 partes de 6 partes iguales es tomarlo todo: 6/6 = 1.',
  e4Prompt: '¿Cuánto es 1/5 + 2/5?',
  e4Explain: 'Las partes son del mismo tamaño (quintos), así que sumas los numeradores y conservas el denominador: 1 + 2 = 3, es decir, 3/5.',
  m1Prompt: '¿Qué fracción es equivalente a 1/2?',
  m1Explain: 'Multiplica el numerador y el denominador de 1/2 por 3: (1 × 3)/(2 × 3) = 3/6.',
  m2Prompt: 'Simplifica 6/8.',
  m2Explain: 'Divide el numerador y el denominador entre su factor común 2: (6 ÷ 2)/(8 ÷ 2) = 3/4.',
  m3Prompt: '¿Cuál de estas fracciones es la mayor?',
  m3Explain: 'Con denominador 30: 3/5 = 18/30, 2/3 = 20/30 y 1/2 = 5/10 = 15/30. Por tanto, 2/3 es la mayor.',
  m4Prompt: '¿Cuánto es 1/4 + 1/2?',
  m4Explain: 'Escribe 1/2 como 2/4 y suma cuartos: 1/4 + 2/4 = 3/4.',
  h1Prompt: '¿Cuánto es 1/2 + 1/3?',
  h1Explain: 'Usa el denominador común 6: 1/2 = 3/6 y 1/3 = 2/6, así que la suma es 5/6. Sumar arriba con arriba y abajo con abajo (2/5) es el error clásico.',
  h2Prompt: '¿Cuánto es 3/4 − 1/3?',
  h2Explain: '12 es un denominador común: 3/4 = 9/12 y 1/3 = 4/12, y 9/12 − 4/12 = 5/12.',
  h3Prompt: '¿Cuánto es 2/3 + 3/4, escrito como número mixto?',
  h3Explain: 'Con denominador 12: 8/12 + 9/12 = 17/12, que es un entero (12/12) y sobran 5/12: 1 5/12.',
  h4Prompt: '¿Qué fracción está entre 1/3 y 1/2?',
  h4Explain: 'Con denominador 30: 1/3 = 10/30, 2/5 = 12/30 y 1/2 = 15/30, así que 2/5 queda entre las dos.',
});
