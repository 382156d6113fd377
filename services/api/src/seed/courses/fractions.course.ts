import type { DemoCourse } from '../demo-course.js';
import { multipleChoice, shortAnswer, singleChoice } from '../demo-quiz-items.js';
import { equivalentFractionBars, fractionsColours, quartersNumberLine } from './fractions.figures.js';

const MEANING = 'skill-1';
const OPERATIONS = 'skill-2';

/** Free, in English, by Maya: the course the demo learner studies (at ease with the first part, lost in the second). */
export const fractionsCourse: DemoCourse = {
  handle: 'fractions',
  creator: 'maya',
  title: 'Fractions from Scratch',
  description: 'Understand, compare, add and subtract fractions, with practice that adapts to what you already know.',
  language: 'en',
  level: 'beginner',
  priceCents: 0,
  tags: ['math', 'fractions', 'foundations'],
  published: true,
  cover: fractionsColours,
  skills: [
    { skillId: MEANING, name: 'What fractions mean: parts, the number line and equivalence', prerequisiteIds: [] },
    { skillId: OPERATIONS, name: 'Comparing, adding and subtracting fractions', prerequisiteIds: [MEANING] },
  ],
  modules: [
    {
      title: 'Part 1: What a fraction means',
      lessons: [
        {
          title: 'What a fraction is',
          estimatedMinutes: 10,
          skillIds: [MEANING],
          blocks: [
            `## Parts of a whole

A fraction names a number of equal parts of something. Cut a pizza into 8 equal slices and eat 3 of them: you have
eaten 3/8 of the pizza, which we also write as $\\frac{3}{8}$ and read "three eighths".

The two numbers have names and jobs of their own:

- The **denominator** (the bottom number) says how many equal parts the whole is cut into.
- The **numerator** (the top number) says how many of those parts you take.

So in 3/8 the 8 is the denominator and the 3 the numerator. The word *equal* matters: if one slice is twice as big
as another, counting slices no longer tells you how much pizza you ate.

| fraction | read as | picture |
| --- | --- | --- |
| 1/2 | one half | one of two equal parts |
| 3/4 | three quarters | three of four equal parts |
| 5/8 | five eighths | five of eight equal parts |`,
            `> [!EXAMPLE]
> A class of 30 pupils has 12 who walk to school. The whole is the class, cut into 30 equal "parts" (the pupils),
> and 12 of them walk, so 12/30 of the class walks to school.

A fraction whose numerator equals its denominator, such as 8/8, is the whole thing: it equals 1. When the numerator
is larger than the denominator, as in 9/8, you have more than one whole, and we meet those in the next lesson.

> [!TIP]
> Whenever you see a fraction, ask two questions in this order: what is the whole, and into how many equal parts is
> it cut? The answers tell you the denominator before you look at the numerator.`,
          ],
        },
        {
          title: 'Fractions on the number line',
          estimatedMinutes: 12,
          skillIds: [MEANING],
          blocks: [
            `## Every fraction is a point

A fraction is not only a slice of pizza: it is a number, and every number has a place on the number line. To find
$\\frac{3}{4}$, cut the stretch from 0 to 1 into 4 equal steps and count 3 steps from 0. The points you pass are
1/4, 2/4 and then 3/4, a quarter of a step short of 1.

The same idea works beyond 1. Keep stepping in quarters and you reach 4/4 (which is 1), then 5/4, 6/4 and 7/4.
A fraction like 7/4, whose numerator is bigger than its denominator, is called an **improper fraction**. There is
nothing wrong with it; it simply lies past 1 on the line.

### Improper fractions and mixed numbers

A mixed number writes the same point as a whole number plus a fraction. Four quarters make one whole, so 7/4 is one
whole and three quarters left over: 7/4 equals the mixed number 1 3/4, written $1\\tfrac{3}{4}$.

To convert, divide the numerator by the denominator: the quotient is the whole part and the remainder is the new
numerator. For 7/4, $7 \\div 4 = 1$ remainder $3$. Going back, multiply and add: $1 \\times 4 + 3 = 7$.`,
            {
              kind: 'figure',
              name: 'quarters-number-line',
              drawing: quartersNumberLine(),
              alt: 'A number line from 0 to 2 with a tick at every quarter. A dot marks 3/4, three ticks after 0; another marks 7/4, labelled 1 3/4, three ticks after 1.',
              caption: 'Counting in quarters: 3/4 lies before 1, and 7/4 = 1 3/4 lies past it.',
            },
            `> [!EXAMPLE]
> Where is 11/3? Divide: $11 \\div 3 = 3$ remainder $2$, so 11/3 is the mixed number 3 2/3. On the line it sits
> between 3 and 4, two thirds of the way from 3 towards 4.

> [!WARNING]
> A larger denominator does not mean a larger number. On the line, 1/8 sits much closer to 0 than 1/2 does, because
> the whole is cut into smaller steps.`,
            {
              kind: 'check',
              item: singleChoice(
                {
                  prompt: 'Between which two whole numbers does 11/3 lie on the number line?',
                  skillIds: [MEANING],
                  difficulty: 0,
                  explanation: '11 ÷ 3 = 3 remainder 2, so 11/3 is the mixed number 3 2/3: past 3, two thirds of the way to 4.',
                },
                [
                  { text: 'Between 3 and 4', correct: true, why: 'Right: three wholes make 9/3, and two thirds more lead to 11/3, short of 12/3 = 4.' },
                  { text: 'Between 11 and 12', why: 'That reads the numerator alone: 11/3 is eleven thirds, not eleven wholes.' },
                  { text: 'Between 0 and 1', why: 'Only a fraction whose numerator is smaller than its denominator lies below 1, and 11 is larger than 3.' },
                ],
              ),
            },
          ],
        },
        {
          title: 'Equivalent fractions',
          estimatedMinutes: 12,
          skillIds: [MEANING],
          blocks: [
            `## Different names, same number

Cut a cake into 4 equal pieces and take 2, or cut it into 8 and take 4: you end up with exactly the same amount of
cake. The fractions 2/4 and 4/8 are **equivalent**: they name the same point on the number line, which is also 1/2.

The rule that makes equivalent fractions: **multiply the numerator and the denominator by the same number** (or
divide both by the same number). Multiplying both by 2 turns 2/3 into 4/6; multiplying both by 5 turns it into 10/15.
All three are the same number:

$$\\frac{2}{3} = \\frac{2 \\times 2}{3 \\times 2} = \\frac{4}{6} = \\frac{2 \\times 5}{3 \\times 5} = \\frac{10}{15}$$

Multiplying only the top, or adding the same number to top and bottom, does **not** keep the value: 2/3 and 3/4 are
different numbers.`,
            {
              kind: 'figure',
              name: 'equivalent-fraction-bars',
              drawing: equivalentFractionBars(),
              alt: 'Three bars of the same length, cut into 2, 4 and 8 equal parts. One of 2, two of 4 and four of 8 parts are shaded, and a dashed line shows that every shading ends at the same place: half of the bar.',
              caption: '1/2, 2/4 and 4/8 shade the same amount of the whole: they are equivalent fractions.',
            },
            `### Simplifying

Going the other way gives the simplest form. Divide the numerator and the denominator by the largest number that
divides both (their greatest common divisor). For 6/8 that number is 2, so 6/8 simplifies to 3/4. For 12/30 it is 6,
so 12/30 becomes 2/5. A fraction is in simplest form when no whole number above 1 divides both its parts.

> [!TIP]
> If you cannot spot the greatest common divisor at once, divide by any common factor and repeat:
> 12/30 becomes 6/15, then 2/5.

Equivalent fractions are the key to everything in the next part: comparing, adding and subtracting all start by
rewriting fractions so that they share a denominator.`,
          ],
        },
      ],
      quiz: {
        title: 'Check your understanding: what fractions mean',
        passingScore: 60,
        items: [
          singleChoice(
            { prompt: 'In the fraction 3/8, what does the 8 tell you?', skillIds: [MEANING], difficulty: -1, explanation: 'The denominator, the bottom number, counts the equal parts of the whole; the numerator counts the parts taken.' },
            [
              { text: 'how many equal parts the whole is cut into', correct: true, why: 'Right: the denominator names the size of each part by saying how many make a whole.' },
              { text: 'how many parts you take', why: 'That is the job of the numerator, the 3 on top.' },
              { text: 'how big the whole is', why: 'A fraction says nothing about the size of the whole, only how it is shared.' },
            ],
          ),
          shortAnswer(
            { prompt: 'Write 6/8 in its simplest form (as a/b).', skillIds: [MEANING], difficulty: -0.5, explanation: 'The greatest common divisor of 6 and 8 is 2; dividing both by 2 gives 3/4.' },
            ['3/4'],
          ),
          multipleChoice(
            { prompt: 'Which of these fractions are equivalent to 2/3? Pick every one.', skillIds: [MEANING], difficulty: 0, explanation: 'Multiplying the numerator and the denominator of 2/3 by the same number gives 4/6 (by 2) and 10/15 (by 5).' },
            [
              { text: '4/6', correct: true, why: 'Both parts of 2/3 multiplied by 2.' },
              { text: '10/15', correct: true, why: 'Both parts of 2/3 multiplied by 5.' },
              { text: '3/4', why: 'Adding 1 to top and bottom changes the value: 3/4 is larger than 2/3.' },
              { text: '2/6', why: 'Only the denominator was multiplied, which gives a third of the value.' },
            ],
          ),
          singleChoice(
            { prompt: 'Which mixed number names the same point on the number line as 7/4?', skillIds: [MEANING], difficulty: 0.5, explanation: '7 divided by 4 is 1 with remainder 3: one whole and three quarters.' },
            [
              { text: '1 3/4', correct: true, why: 'Four quarters make one whole, and three quarters are left over.' },
              { text: '7 1/4', why: 'That would be 29/4, far beyond 7/4 on the line.' },
              { text: '1 1/4', why: 'That is 5/4: the remainder of 7 divided by 4 is 3, not 1.' },
              { text: '3 1/4', why: 'This swaps the quotient and the remainder.' },
            ],
          ),
        ],
      },
    },
    {
      title: 'Part 2: Comparing, adding and subtracting',
      lessons: [
        {
          title: 'Comparing fractions',
          estimatedMinutes: 12,
          skillIds: [OPERATIONS],
          blocks: [
            `## Which is bigger?

Two easy cases come first.

- **Same denominator**: the parts are the same size, so more parts means more. 5/9 is bigger than 4/9.
- **Same numerator**: you take the same number of parts, and smaller parts make less. 3/5 is bigger than 3/7,
  because fifths are bigger than sevenths.

When neither matches, rewrite both fractions with a **common denominator**, a number that both denominators divide.
Their product always works, and the least common multiple keeps the numbers small.

> [!EXAMPLE]
> Compare 3/5 and 2/3. A common denominator is 15. Then $\\frac{3}{5} = \\frac{9}{15}$ and
> $\\frac{2}{3} = \\frac{10}{15}$. Ten fifteenths beat nine fifteenths, so 2/3 is larger than 3/5.`,
            `### The cross-multiplication shortcut

Multiplying each numerator by the other fraction's denominator does the same work in one step. For 3/5 against 2/3,
compare $3 \\times 3 = 9$ with $2 \\times 5 = 10$: the side with the larger product is the larger fraction. This is
the common-denominator method with the denominators left out.

| pair | common denominator | rewritten | larger |
| --- | --- | --- | --- |
| 3/5 and 2/3 | 15 | 9/15 and 10/15 | 2/3 |
| 5/6 and 7/9 | 18 | 15/18 and 14/18 | 5/6 |
| 3/8 and 1/3 | 24 | 9/24 and 8/24 | 3/8 |

> [!WARNING]
> Never compare fractions by their denominators alone: 1/8 is smaller than 1/2 even though 8 is larger than 2.`,
          ],
        },
        {
          title: 'Adding fractions',
          estimatedMinutes: 15,
          skillIds: [OPERATIONS],
          blocks: [
            `## Like denominators

When the denominators match, the parts are the same size and you simply count them: add the numerators and keep the
denominator. $\\frac{2}{7} + \\frac{3}{7} = \\frac{5}{7}$. Two sevenths and three sevenths are five sevenths, just as
two apples and three apples are five apples.

The most common mistake is to add the denominators too. Adding 1/2 and 1/2 that way gives 2/4, which is a half again,
when two halves plainly make a whole.

## Unlike denominators

Halves and thirds are parts of different sizes, so they cannot be counted together until they are rewritten in a
common unit. The steps:

1. Find a common denominator, ideally the least common multiple of the denominators.
2. Rewrite each fraction as an equivalent fraction with that denominator.
3. Add the numerators, keep the denominator, and simplify if you can.`,
            `> [!EXAMPLE]
> $\\frac{1}{2} + \\frac{1}{3}$: the least common multiple of 2 and 3 is 6, and
> $$\\frac{1}{2} + \\frac{1}{3} = \\frac{3}{6} + \\frac{2}{6} = \\frac{5}{6}$$
> So 1/2 + 1/3 = 5/6.

For 1/4 and 1/6, the multiples of 4 are 4, 8, 12, 16, 20, 24 and those of 6 are 6, 12, 18, 24. Both 12 and 24 are
common denominators, and 12 is the least: $\\frac{1}{4} + \\frac{1}{6} = \\frac{3}{12} + \\frac{2}{12} = \\frac{5}{12}$.
Working with 24 gives 10/24, which simplifies to the same 5/12, so any common denominator works; the least one just
saves simplifying at the end.

> [!TIP]
> Check an answer by size: 1/2 + 1/3 must be more than 1/2 and less than 1, and 5/6 is.`,
            {
              kind: 'check',
              item: shortAnswer(
                {
                  prompt: 'Add 1/4 and 1/6, and write the sum in simplest form (a/b).',
                  skillIds: [OPERATIONS],
                  difficulty: 0.5,
                  explanation: 'The least common multiple of 4 and 6 is 12: 1/4 + 1/6 = 3/12 + 2/12 = 5/12, which cannot be simplified.',
                },
                ['5/12'],
              ),
            },
          ],
        },
        {
          title: 'Subtracting fractions',
          estimatedMinutes: 15,
          skillIds: [OPERATIONS],
          blocks: [
            `## The same steps, taking away

Subtraction follows addition step for step: find a common denominator, rewrite, then subtract the numerators and
keep the denominator.

> [!EXAMPLE]
> $\\frac{3}{4} - \\frac{1}{6}$. The least common multiple of 4 and 6 is 12:
> $$\\frac{3}{4} - \\frac{1}{6} = \\frac{9}{12} - \\frac{2}{12} = \\frac{7}{12}$$
> So 3/4 − 1/6 = 7/12, which cannot be simplified because 7 and 12 share no factor.

### Mixed numbers and borrowing

With mixed numbers, subtract the whole parts and the fraction parts separately. Trouble comes when the fraction you
take away is larger than the one you have, as in $3\\tfrac{1}{5} - 1\\tfrac{3}{5}$. Borrow one whole from the 3 and
turn it into fifths: 3 1/5 becomes 2 6/5. Now $2\\tfrac{6}{5} - 1\\tfrac{3}{5} = 1\\tfrac{3}{5}$.`,
            `Another route avoids borrowing altogether: turn both mixed numbers into improper fractions first.
$3\\tfrac{1}{5} = \\frac{16}{5}$ and $1\\tfrac{3}{5} = \\frac{8}{5}$, and $\\frac{16}{5} - \\frac{8}{5} = \\frac{8}{5}$,
which is again 1 3/5. The two routes must agree, and checking one against the other is a good habit.

| problem | common denominator | working | answer |
| --- | --- | --- | --- |
| 5/6 − 1/3 | 6 | 5/6 − 2/6 | 1/2 |
| 7/10 − 1/4 | 20 | 14/20 − 5/20 | 9/20 |
| 2 − 3/8 | 8 | 16/8 − 3/8 | 13/8 |

> [!WARNING]
> Subtracting the denominators is as wrong as adding them. The denominator only names the size of the parts; it
> stays the same while you count parts away.`,
          ],
        },
      ],
      quiz: {
        title: 'Check your understanding: working with fractions',
        passingScore: 60,
        items: [
          singleChoice(
            { prompt: 'Which is larger: 3/5 or 2/3?', skillIds: [OPERATIONS], difficulty: 0, explanation: 'Over the common denominator 15, 3/5 is 9/15 and 2/3 is 10/15.' },
            [
              { text: '2/3', correct: true, why: 'Ten fifteenths beat nine fifteenths.' },
              { text: '3/5', why: 'A larger numerator alone proves nothing when the parts differ in size: 3/5 is 9/15, less than 10/15.' },
              { text: 'They are equal', why: 'Rewritten over 15 they differ by one fifteenth.' },
            ],
          ),
          shortAnswer(
            { prompt: 'Work out 1/2 + 1/3 and write the result as a fraction a/b.', skillIds: [OPERATIONS], difficulty: 0.5, explanation: 'Over the common denominator 6: 3/6 + 2/6 = 5/6.' },
            ['5/6'],
          ),
          multipleChoice(
            { prompt: 'Which of these numbers can serve as a common denominator for 1/4 and 1/6? Pick every one.', skillIds: [OPERATIONS], difficulty: 1, explanation: 'A common denominator must be a multiple of both 4 and 6: 12 (the least) and 24 both are.' },
            [
              { text: '12', correct: true, why: '12 is 3 × 4 and 2 × 6: the least common multiple.' },
              { text: '24', correct: true, why: '24 is 6 × 4 and 4 × 6; it works, you simply simplify at the end.' },
              { text: '10', why: '10 is 4 + 6, but neither 4 nor 6 divides it.' },
              { text: '18', why: '18 is a multiple of 6 but not of 4.' },
            ],
          ),
          shortAnswer(
            { prompt: 'Work out 3/4 − 1/6 and give the answer in simplest form (a/b).', skillIds: [OPERATIONS], difficulty: 1.5, explanation: 'Over 12: 9/12 − 2/12 = 7/12, and 7 and 12 share no factor.' },
            ['7/12'],
          ),
        ],
      },
    },
  ],
};
