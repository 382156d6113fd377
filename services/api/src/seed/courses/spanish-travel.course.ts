import type { DemoCourse } from '../demo-course.js';
import { multipleChoice, numericAnswer, shortAnswer, singleChoice } from '../demo-quiz-items.js';
import { directionsMap, spanishTravelColours } from './spanish-travel.figures.js';

const GREETINGS_AND_NUMBERS = 'skill-1';
const GETTING_AROUND = 'skill-2';
const SER_ESTAR_AND_ORDERING = 'skill-3';

/** Paid, in Spanish, by Diego: the phrases and the grammar of a first trip, in simple Spanish. */
export const spanishTravelCourse: DemoCourse = {
  handle: 'spanish-travel',
  creator: 'diego',
  title: 'Español para viajar',
  description: 'Las frases y la gramática que necesitas para tu primer viaje, con repasos espaciados.',
  language: 'es',
  level: 'beginner',
  priceCents: 1900,
  tags: ['spanish', 'language', 'travel'],
  published: true,
  cover: spanishTravelColours,
  skills: [
    { skillId: GREETINGS_AND_NUMBERS, name: 'Saludar, presentarse y entender precios', prerequisiteIds: [] },
    { skillId: GETTING_AROUND, name: 'Orientarse: direcciones, horas y billetes', prerequisiteIds: [GREETINGS_AND_NUMBERS] },
    { skillId: SER_ESTAR_AND_ORDERING, name: 'Ser y estar, y pedir en un restaurante', prerequisiteIds: [GREETINGS_AND_NUMBERS] },
  ],
  modules: [
    {
      title: 'Primeros pasos',
      lessons: [
        {
          title: 'Saludos y presentaciones',
          estimatedMinutes: 10,
          skillIds: [GREETINGS_AND_NUMBERS],
          blocks: [
            `## Saludar según la hora

En España y en América Latina se saluda casi siempre, al entrar en una tienda, en un ascensor o en la recepción de
un hotel. El saludo cambia con la hora del día:

| saludo | cuándo se usa |
| --- | --- |
| Buenos días | por la mañana, hasta la hora de comer |
| Buenas tardes | después de comer, hasta que anochece |
| Buenas noches | por la noche, al llegar y también al despedirse |
| Hola | a cualquier hora, en un tono más informal |

Para despedirse se dice *adiós*, *hasta luego* o *hasta mañana*. Si son las nueve de la noche y entras en un hotel,
lo natural es decir «Buenas noches».

## Presentarse

Para decir tu nombre tienes dos fórmulas: **me llamo Ana** o **soy Ana**. Para preguntar el nombre de otra persona:
*¿Cómo te llamas?* (a un amigo) o *¿Cómo se llama usted?* (a un desconocido o a una persona mayor). Al conocer a
alguien se responde *mucho gusto* o *encantado* (un hombre) y *encantada* (una mujer).`,
            `> [!TIP]
> En un viaje, usa **usted** con el personal del hotel, con la policía y con las personas mayores. Con gente joven
> en un ambiente relajado, **tú** es lo habitual. Si dudas, empieza con usted: nadie se ofende por la cortesía.

> [!EXAMPLE]
> — Buenas tardes. Me llamo Tom Baker y tengo una reserva.
> — Buenas tardes, señor Baker. Encantada. ¿Me deja su pasaporte, por favor?`,
          ],
        },
        {
          title: 'Números y precios',
          estimatedMinutes: 12,
          skillIds: [GREETINGS_AND_NUMBERS],
          blocks: [
            `## Contar hasta cien

Los números del uno al quince tienen nombres propios que hay que aprender de memoria: uno, dos, tres, cuatro,
cinco, seis, siete, ocho, nueve, diez, once, doce, trece, catorce, quince. Del dieciséis al diecinueve se forman
con *dieci-* más la unidad: dieciséis, diecisiete, dieciocho, diecinueve. Del veintiuno al veintinueve se escriben
en una sola palabra: veintiuno, veintidós, veintitrés.

A partir de treinta se usa **y**: treinta y uno, cuarenta y cinco, noventa y nueve. El número 100 es **cien**, pero
se convierte en **ciento** cuando le sigue otro número: ciento veinte.

| cifra | palabra |
| --- | --- |
| 15 | quince |
| 23 | veintitrés |
| 47 | cuarenta y siete |
| 100 | cien |`,
            `## Preguntar y entender un precio

Para preguntar un precio usa **¿Cuánto cuesta?** (para una cosa), **¿Cuánto cuestan?** (para varias) o, al pagar
todo, **¿Cuánto es?**. Los céntimos se dicen con *con*: «Son veintitrés euros con cincuenta» quiere decir
23,50 €. En español la coma separa los decimales, y el símbolo del euro se escribe detrás de la cifra.

> [!EXAMPLE]
> — Perdone, ¿cuánto cuesta esta camiseta?
> — Doce euros.
> — ¿Y estas dos gorras? ¿Cuánto cuestan?
> — Ocho euros cada una. Entonces, todo junto son veintiocho euros.

> [!WARNING]
> No confundas *¿cuánto cuesta?* con *¿cómo estás?* o con *¿dónde está?*: las tres empiezan por un sonido parecido,
> pero solo la primera pregunta por el dinero.`,
            {
              kind: 'check',
              item: shortAnswer(
                {
                  prompt: 'En la tienda del ejemplo, la camiseta cuesta doce euros y cada gorra, ocho. Escribe con letras cuántos euros son la camiseta y las dos gorras juntas.',
                  skillIds: [GREETINGS_AND_NUMBERS],
                  difficulty: -0.5,
                  explanation: 'Doce más dos veces ocho: 12 + 16 = 28, que se escribe en una sola palabra, «veintiocho».',
                },
                ['veintiocho', 'veintiocho euros'],
              ),
            },
          ],
        },
      ],
      quiz: {
        title: 'Comprueba lo que sabes: saludos y números',
        passingScore: 60,
        items: [
          singleChoice(
            { prompt: 'Son las nueve de la noche y entras en un hotel. ¿Qué saludo usas?', skillIds: [GREETINGS_AND_NUMBERS], difficulty: -1.5, explanation: 'Por la noche se saluda con «buenas noches», también al llegar.' },
            [
              { text: 'Buenas noches', correct: true, why: 'Es el saludo de la noche, al llegar y al irse.' },
              { text: 'Buenos días', why: 'Se usa por la mañana, hasta la hora de comer.' },
              { text: 'Buenas tardes', why: 'Se usa por la tarde; a las nueve de la noche ya es tarde para él.' },
              { text: 'Hasta luego', why: 'Es una despedida, no un saludo al llegar.' },
            ],
          ),
          shortAnswer(
            { prompt: 'Escribe con letras el número 15.', skillIds: [GREETINGS_AND_NUMBERS], difficulty: -1, explanation: 'Del once al quince cada número tiene su propio nombre: 15 es «quince».' },
            ['quince'],
          ),
          multipleChoice(
            { prompt: '¿Qué preguntas sirven para saber un precio? Marca todas las correctas.', skillIds: [GREETINGS_AND_NUMBERS], difficulty: -0.5, explanation: '«¿Cuánto cuesta?» pregunta el precio de una cosa y «¿Cuánto es?» el total al pagar.' },
            [
              { text: '¿Cuánto cuesta?', correct: true, why: 'Pregunta el precio de una cosa.' },
              { text: '¿Cuánto es?', correct: true, why: 'Pregunta el total que hay que pagar.' },
              { text: '¿Cómo estás?', why: 'Pregunta cómo se encuentra una persona, no un precio.' },
              { text: '¿Dónde está?', why: 'Pregunta por un lugar.' },
            ],
          ),
          numericAnswer(
            { prompt: 'En la caja te dicen: «Son veintitrés euros con cincuenta». ¿Cuántos euros pagas?', skillIds: [GREETINGS_AND_NUMBERS], difficulty: 0, explanation: '«Veintitrés euros con cincuenta» son 23 euros y 50 céntimos: 23,50 €.' },
            { value: 23.5, tolerance: 0.001, unit: '€' },
          ),
        ],
      },
    },
    {
      title: 'Moverse por la ciudad',
      lessons: [
        {
          title: 'Pedir direcciones',
          estimatedMinutes: 12,
          skillIds: [GETTING_AROUND],
          blocks: [
            `## Preguntar dónde está algo

Para preguntar por un lugar empieza con una fórmula de cortesía y usa **¿Dónde está...?**: «Perdone, ¿dónde está
la estación de tren?». Si buscas cualquier lugar de un tipo, y no uno concreto, usa **¿Hay...?**: «¿Hay una
farmacia por aquí?».

Las respuestas suelen usar unas pocas palabras que conviene reconocer al oído:

| expresión | significado |
| --- | --- |
| a la derecha | hacia el lado derecho |
| a la izquierda | hacia el lado izquierdo |
| todo recto | sin girar |
| la primera (calle) | la calle más cercana |
| en la esquina | donde se cruzan dos calles |
| cerca / lejos | a poca o a mucha distancia |

Si te dicen «siga todo recto», significa que sigues sin girar, en línea recta, hasta que te indiquen otra cosa.
«Gire a la izquierda» y «tome la segunda a la derecha» te piden cambiar de dirección.`,
            `> [!EXAMPLE]
> — Perdone, ¿dónde está el museo?
> — Siga todo recto, tome la segunda calle a la derecha y el museo está en la esquina, al lado de un banco.
> — ¿Está lejos?
> — No, está muy cerca: unos cinco minutos a pie.

> [!TIP]
> Si no entiendes, pide que lo repitan más despacio: «¿Puede repetirlo más despacio, por favor?». Señalar el mapa
> del móvil y preguntar «¿por aquí?» también funciona muy bien.`,
            {
              kind: 'figure',
              name: 'directions-map',
              drawing: directionsMap(),
              alt: 'Un plano de calles. Desde el punto «Usted está aquí», una línea sigue todo recto, cruza la primera calle y gira a la derecha en la segunda; el museo está en la esquina siguiente, al lado de un banco.',
              caption: '«Siga todo recto, tome la segunda calle a la derecha y el museo está en la esquina, al lado de un banco.»',
            },
            {
              kind: 'check',
              item: singleChoice(
                {
                  prompt: 'Sigues las indicaciones del plano. ¿En qué calle giras a la derecha para llegar al museo?',
                  skillIds: [GETTING_AROUND],
                  difficulty: -0.5,
                  explanation: '«Tome la segunda calle a la derecha»: pasas la primera sin girar y giras en la segunda.',
                },
                [
                  { text: 'La segunda', correct: true, why: 'Eso es: «todo recto» te lleva más allá de la primera, y en la segunda giras a la derecha.' },
                  { text: 'La primera', why: 'La primera calle se cruza sin girar: la indicación dice «la segunda».' },
                  { text: 'Ninguna: sigues todo recto', why: '«Todo recto» vale solo hasta la segunda calle; allí hay que girar a la derecha.' },
                ],
              ),
            },
          ],
        },
        {
          title: 'La hora y el transporte',
          estimatedMinutes: 15,
          skillIds: [GETTING_AROUND],
          blocks: [
            `## ¿Qué hora es?

Se responde con **es la una** (solo para la una) y **son las...** para las demás horas: son las dos, son las
cinco. Los minutos se suman con *y* y se restan con *menos*:

| reloj | se dice |
| --- | --- |
| 3:15 | son las tres y cuarto |
| 3:30 | son las tres y media |
| 3:45 | son las cuatro menos cuarto |
| 1:10 | es la una y diez |

Un cuarto de hora son 15 minutos, media hora son 30 y tres cuartos de hora son 45 minutos. En horarios de trenes y
autobuses se usa el reloj de 24 horas: las 18:30 son las seis y media de la tarde.`,
            `## Comprar un billete

En la taquilla o en la máquina puedes pedir un **billete de ida** (solo para ir) o un **billete de ida y vuelta**
(para ir y volver). Si vas a Sevilla y piensas volver, pide un billete de ida y vuelta: suele ser más barato que
dos billetes de ida.

> [!EXAMPLE]
> — Buenos días. Un billete de ida y vuelta a Sevilla, por favor.
> — ¿Para qué día?
> — Para hoy. ¿A qué hora sale el próximo tren?
> — A las once y cuarto, del andén tres.

> [!WARNING]
> En España *la tarde* dura hasta las ocho o las nueve de la noche, y se come tarde, hacia las dos. Las tiendas
> pequeñas pueden cerrar a mediodía, así que mira el horario antes de ir.`,
          ],
        },
      ],
      quiz: {
        title: 'Comprueba lo que sabes: moverse por la ciudad',
        passingScore: 60,
        items: [
          singleChoice(
            { prompt: 'Te dicen «siga todo recto». ¿Qué haces?', skillIds: [GETTING_AROUND], difficulty: -0.5, explanation: '«Todo recto» significa sin girar.' },
            [
              { text: 'Sigues sin girar, en línea recta', correct: true, why: 'Eso es exactamente «todo recto».' },
              { text: 'Giras a la derecha', why: 'Para eso te dirían «a la derecha».' },
              { text: 'Das la vuelta', why: '«Recto» nunca pide volver atrás.' },
              { text: 'Te paras en la esquina', why: 'La esquina no aparece en la indicación.' },
            ],
          ),
          shortAnswer(
            { prompt: 'Completa la hora 3:15 con una palabra: «Son las tres y ___».', skillIds: [GETTING_AROUND], difficulty: 0, explanation: 'Quince minutos son un cuarto de hora: son las tres y cuarto.' },
            ['cuarto'],
          ),
          numericAnswer(
            { prompt: '¿Cuántos minutos son «tres cuartos de hora»?', skillIds: [GETTING_AROUND], difficulty: 0.5, explanation: 'Un cuarto de hora son 15 minutos; tres cuartos, 45.' },
            { value: 45, tolerance: 0, unit: 'min' },
          ),
          singleChoice(
            { prompt: 'Viajas a Sevilla y vuelves mañana. ¿Qué pides en la taquilla?', skillIds: [GETTING_AROUND], difficulty: 0.5, explanation: 'Para ir y volver se pide un billete de ida y vuelta.' },
            [
              { text: 'Un billete de ida y vuelta', correct: true, why: 'Cubre la ida y la vuelta, y suele salir más barato.' },
              { text: 'Un billete de ida', why: 'Solo sirve para ir; tendrías que comprar otro para volver.' },
              { text: 'Un andén de ida', why: 'El andén es el lugar donde para el tren, no un billete.' },
            ],
          ),
        ],
      },
    },
    {
      title: 'Ser, estar y comer fuera',
      lessons: [
        {
          title: 'Ser y estar',
          estimatedMinutes: 15,
          skillIds: [SER_ESTAR_AND_ORDERING],
          blocks: [
            `## Dos verbos para «to be»

El español tiene dos verbos donde otras lenguas tienen uno. **Ser** describe lo que algo es: la identidad, el
origen, la profesión, las características. **Estar** dice dónde está algo y cómo se encuentra en un momento.

| | ser | estar |
| --- | --- | --- |
| yo | soy | estoy |
| tú | eres | estás |
| él, ella, usted | es | está |
| nosotros | somos | estamos |
| ellos, ustedes | son | están |

Usos de **ser**: «Soy de Canadá» (origen), «Es médica» (profesión), «La ciudad es bonita» (característica).
Usos de **estar**: «El hotel está en el centro» (lugar), «Estoy cansado» (estado), «La sopa está fría» (cómo
está ahora).`,
            `> [!WARNING]
> La ubicación siempre va con estar, aunque no cambie nunca: «El museo está cerca de la plaza», no *el museo es
> cerca*. Y el origen va siempre con ser: se dice «Soy de Canadá», nunca *estoy de Canadá*.

Una pista útil: si puedes preguntar **¿dónde?** o **¿cómo está ahora?**, usa estar; si preguntas **¿qué es?**,
**¿de dónde es?** o **¿cómo es?**, usa ser. Compara «Marta es alegre» (su carácter) con «Marta está alegre» (hoy,
por algo que ha pasado).

> [!EXAMPLE]
> — ¿De dónde eres?
> — Soy de Lyon, pero ahora estoy en Madrid por trabajo. El piso está en Malasaña y es pequeño, pero muy luminoso.`,
            {
              kind: 'check',
              item: singleChoice(
                {
                  prompt: 'Completa con el verbo que toca: «Soy de Lyon, pero ahora ___ en Madrid por trabajo».',
                  skillIds: [SER_ESTAR_AND_ORDERING],
                  difficulty: 0,
                  explanation: 'Dónde se encuentra alguien ahora se dice con estar: «ahora estoy en Madrid». El origen, «soy de Lyon», va con ser.',
                },
                [
                  { text: 'estoy', correct: true, why: 'Correcto: es el lugar donde está ahora, y el lugar va con estar.' },
                  { text: 'soy', why: 'Ser dice el origen o lo que alguien es; para decir dónde está se usa estar.' },
                  { text: 'es', why: 'Es la forma de él o ella, y además del verbo ser; la frase habla de «yo» y de un lugar.' },
                ],
              ),
            },
          ],
        },
        {
          title: 'En el restaurante',
          estimatedMinutes: 12,
          skillIds: [SER_ESTAR_AND_ORDERING],
          blocks: [
            `## Pedir con cortesía

Al sentarte, el camarero te traerá la carta o te hablará del **menú del día**: un primer plato, un segundo, postre,
pan y bebida por un precio fijo, muy común a mediodía. Para pedir se usan fórmulas amables:

- **Quisiera** una ensalada. (muy cortés)
- **Para mí**, el pescado, por favor.
- ¿Me trae agua, por favor?
- ¿Qué me recomienda?

Si tienes una alergia, dilo con claridad: «Soy alérgico a los frutos secos» o «No como carne». Para pagar, levanta
la mano o busca la mirada del camarero y di: «**La cuenta, por favor**».`,
            `## La propina

En España la propina no es obligatoria: el servicio está incluido en el precio. Mucha gente deja unas monedas o
redondea; en un restaurante con buen servicio se deja a veces entre un 5 y un 10 %. Por ejemplo, un 10 % de una
cuenta de 40 euros son 4 euros. En otros países de habla hispana, como México, se espera más: entre el 10 y el 15 %.

> [!EXAMPLE]
> — ¿Qué van a tomar?
> — Para mí, el menú del día. De primero, gazpacho, y de segundo, pollo asado.
> — ¿Y para beber?
> — Agua sin gas, por favor. ¡Ah! Y quisiera pan sin gluten, si tienen.

> [!TIP]
> «¡Que aproveche!» es lo que se dice a quien está comiendo; es la manera española de desear buen provecho.`,
          ],
        },
      ],
      quiz: {
        title: 'Comprueba lo que sabes: ser, estar y el restaurante',
        passingScore: 60,
        items: [
          singleChoice(
            { prompt: 'Completa: «El museo ___ cerca de la plaza».', skillIds: [SER_ESTAR_AND_ORDERING], difficulty: 0, explanation: 'La ubicación siempre se expresa con estar: el museo está cerca.' },
            [
              { text: 'está', correct: true, why: 'Dice dónde se encuentra el museo, y la ubicación va con estar.' },
              { text: 'es', why: 'Ser no expresa dónde está algo, aunque el lugar no cambie nunca.' },
              { text: 'son', why: 'Es ser, y además en plural: el sujeto es un solo museo.' },
              { text: 'estás', why: 'Es la forma de tú; el sujeto es «el museo».' },
            ],
          ),
          multipleChoice(
            { prompt: '¿Qué frases usan bien ser o estar? Marca todas las correctas.', skillIds: [SER_ESTAR_AND_ORDERING], difficulty: 0.5, explanation: 'El origen va con ser y el estado de algo en un momento con estar.' },
            [
              { text: 'Soy de Canadá', correct: true, why: 'El origen se expresa con ser.' },
              { text: 'La sopa está fría', correct: true, why: 'Cómo está la sopa ahora: un estado, con estar.' },
              { text: 'Estoy de Canadá', why: 'El origen nunca va con estar.' },
              { text: 'El hotel es en el centro', why: 'La ubicación va con estar: el hotel está en el centro.' },
            ],
          ),
          shortAnswer(
            { prompt: 'Quieres pagar. Completa la frase para el camarero: «La ___, por favor».', skillIds: [SER_ESTAR_AND_ORDERING], difficulty: -0.5, explanation: 'Para pagar se pide la cuenta: «La cuenta, por favor».' },
            ['cuenta'],
          ),
          numericAnswer(
            { prompt: 'La cuenta es de 40 euros y quieres dejar un 10 % de propina. ¿Cuántos euros dejas?', skillIds: [SER_ESTAR_AND_ORDERING], difficulty: 1, explanation: 'El 10 % de 40 es 40 × 0,10 = 4 euros.' },
            { value: 4, tolerance: 0, unit: '€' },
          ),
        ],
      },
    },
  ],
};
