import { defineTranslation } from '../../shared/i18n';
import type { fractionsLessonsMessages } from './fractions-lessons.messages';

export default defineTranslation<typeof fractionsLessonsMessages>({
  l1Title: 'Qué significa una fracción',
  l1Body1: 'Una fracción indica una parte de un todo. El número de abajo, el denominador, dice en cuántas partes iguales se divide el todo. El de arriba, el numerador, dice cuántas de esas partes tomas.',
  l1Body2: 'En 3/4 de una pizza, la pizza está cortada en 4 porciones iguales y tú tienes 3.',
  l1Key: 'Las partes tienen que ser iguales: una pizza cortada en un trozo grande y otro pequeño no está cortada en mitades.',
  l1Figure: 'Un círculo dividido en 4 porciones iguales, 3 de ellas sombreadas: 3/4.',
  l2Title: 'Fracciones equivalentes',
  l2Body1: 'Si multiplicas el numerador y el denominador por el mismo número, obtienes la misma cantidad: 1/2 = 2/4 = 4/8. Las porciones son más pequeñas, pero tienes más.',
  l2Body2: 'Para simplificar una fracción, divide el numerador y el denominador por un factor común: 6/8 = 3/4, dividiendo ambos entre 2.',
  l2Key: 'Lo que hagas arriba, hazlo también abajo, y la cantidad no cambia.',
  l2Figure: 'Dos círculos: uno dividido en 2 con 1 parte sombreada y otro dividido en 4 con 2 partes sombreadas. La parte sombreada es la misma.',
  l3Title: 'Sumar fracciones',
  l3Body1: 'Solo se pueden sumar partes del mismo tamaño. Si los denominadores coinciden, suma los numeradores y conserva el denominador: 1/5 + 2/5 = 3/5.',
  l3Body2: 'Si son distintos, primero escribe las dos fracciones con un denominador común: 1/2 + 1/3 = 3/6 + 2/6 = 5/6.',
  l3Key: 'Nunca sumes los denominadores: 1/2 + 1/3 no es 2/5, que es menos que 1/2 por sí solo.',
  l3Figure: 'Una barra dividida en sextos: 3 sextos (una mitad) más 2 sextos (un tercio) son 5 sextos.',
});
