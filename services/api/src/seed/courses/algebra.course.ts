import type { DemoCourse } from '../demo-course.js';
import { multipleChoice, numericAnswer, shortAnswer, singleChoice } from '../demo-quiz-items.js';
import { algebraColours, balancedEquation } from './algebra.figures.js';

const EXPRESSIONS = 'skill-1';
const EQUATIONS = 'skill-2';
const MODELLING = 'skill-3';

/** Paid, in English, by Maya: expressions, then equations, then word problems, each skill resting on the one before. */
export const algebraCourse: DemoCourse = {
  handle: 'algebra',
  creator: 'maya',
  title: 'Algebra Foundations',
  description: 'Variables, expressions and linear equations, built on the fraction skills you have mastered.',
  language: 'en',
  level: 'intermediate',
  priceCents: 2900,
  tags: ['math', 'algebra'],
  published: true,
  cover: algebraColours,
  skills: [
    { skillId: EXPRESSIONS, name: 'Evaluating and simplifying expressions', prerequisiteIds: [] },
    { skillId: EQUATIONS, name: 'Solving linear equations', prerequisiteIds: [EXPRESSIONS] },
    { skillId: MODELLING, name: 'Turning word problems into equations', prerequisiteIds: [EQUATIONS] },
  ],
  modules: [
    {
      title: 'Expressions',
      lessons: [
        {
          title: 'Variables and the order of operations',
          estimatedMinutes: 12,
          skillIds: [EXPRESSIONS],
          blocks: [
            `## A letter standing in for a number

A **variable** is a letter that stands for a number we do not know yet, or for any number at all. An
**expression** combines numbers and variables with operations: $3x + 2$ means "three times some number, plus two".
Writing a number right next to a letter means multiplication, so $3x$ is $3 \\times x$.

To **evaluate** an expression, replace each variable by its value and work it out. When $x = 4$:

$$3x + 2 = 3 \\times 4 + 2 = 12 + 2 = 14$$

So 3x + 2 is 14 when x is 4; when $x = 10$ the same expression is 32. The expression is a recipe, and the variable
is the ingredient you plug in.

### The order of operations

Everyone must get the same answer from the same expression, so mathematicians agree on an order:

| step | what | example |
| --- | --- | --- |
| 1 | brackets | $(2 + 3) \\times 4 = 20$ |
| 2 | powers | $3 \\times 4^2 = 3 \\times 16$ |
| 3 | multiplication and division, left to right | $12 \\div 3 \\times 2 = 8$ |
| 4 | addition and subtraction, left to right | $10 - 4 + 1 = 7$ |`,
            `> [!EXAMPLE]
> Work out $2 + 3 \\times 4^2$. The power comes first: $4^2 = 16$. Then the multiplication: $3 \\times 16 = 48$.
> Last the addition: $2 + 48 = 50$. The answer is 50, not $5 \\times 16 = 80$, which is what you get by adding
> first.

> [!WARNING]
> Multiplication does not always come before division: they share a step and go left to right. The same holds for
> addition and subtraction.`,
            {
              kind: 'check',
              item: numericAnswer(
                {
                  prompt: 'What is the value of the expression 3x + 2 when x = 10?',
                  skillIds: [EXPRESSIONS],
                  difficulty: -1,
                  explanation: 'Replace x by 10 and multiply before adding: 3 × 10 + 2 = 30 + 2 = 32.',
                },
                { value: 32, tolerance: 0 },
              ),
            },
          ],
        },
        {
          title: 'Like terms and the distributive property',
          estimatedMinutes: 12,
          skillIds: [EXPRESSIONS],
          blocks: [
            `## Tidying an expression

**Like terms** have the same variable part: $5x$ and $2x$ are like terms, and so are $4$ and $-3$, but $5x$ and
$5x^2$ are not. Like terms can be combined by adding their numbers (their **coefficients**), because five of
something and two more of the same thing make seven of it:

$$5x + 2x - 3 = 7x - 3$$

So 5x + 2x - 3 simplifies to 7x - 3. The $-3$ stays apart: it is a plain number, not a number of $x$'s.

## Multiplying out brackets

The **distributive property** says that a number in front of a bracket multiplies every term inside it:

$$a(b + c) = ab + ac$$

For example, $3(x + 4) = 3 \\times x + 3 \\times 4$, so 3(x + 4) equals 3x + 12. You can check with a number:
when $x = 1$, $3(1 + 4) = 15$ and $3 + 12 = 15$.`,
            `> [!WARNING]
> The most common slip is to multiply only the first term: $3(x + 4)$ is **not** $3x + 4$. Every term inside the
> bracket gets multiplied.

A minus sign in front of a bracket distributes too, and flips every sign inside: $-(x - 6) = -x + 6$, and
$4 - 2(x - 1) = 4 - 2x + 2 = 6 - 2x$.

> [!TIP]
> After simplifying, test your answer by putting a small number such as 2 into both the original and your result.
> If the two values differ, a step went wrong somewhere.`,
          ],
        },
      ],
      quiz: {
        title: 'Check your understanding: expressions',
        passingScore: 60,
        items: [
          numericAnswer(
            { prompt: 'Evaluate 3x + 2 when x = 4.', skillIds: [EXPRESSIONS], difficulty: -1.5, explanation: 'Replace x by 4: 3 × 4 + 2 = 12 + 2 = 14.' },
            { value: 14, tolerance: 0 },
          ),
          singleChoice(
            { prompt: 'Which expression is equal to 3(x + 4)?', skillIds: [EXPRESSIONS], difficulty: -1, explanation: 'The 3 multiplies both terms inside the bracket: 3 × x + 3 × 4.' },
            [
              { text: '3x + 12', correct: true, why: 'Both x and 4 were multiplied by 3.' },
              { text: '3x + 4', why: 'Only the first term was multiplied; the 4 must be multiplied by 3 as well.' },
              { text: 'x + 12', why: 'Only the second term was multiplied.' },
              { text: '7x', why: '3 and 4 cannot be added into one term with x: they are not like terms.' },
            ],
          ),
          shortAnswer(
            { prompt: 'Simplify 5x + 2x - 3.', skillIds: [EXPRESSIONS], difficulty: -0.5, explanation: '5x and 2x are like terms and make 7x; the plain number -3 stays as it is.' },
            ['7x - 3', '7x-3', '7x − 3', '-3 + 7x'],
          ),
          numericAnswer(
            { prompt: 'Work out 2 + 3 × 4² using the order of operations.', skillIds: [EXPRESSIONS], difficulty: 0, explanation: 'Power first (16), then multiplication (48), then addition: 50.' },
            { value: 50, tolerance: 0 },
          ),
        ],
      },
    },
    {
      title: 'Solving linear equations',
      lessons: [
        {
          title: 'Equations as balances',
          estimatedMinutes: 12,
          skillIds: [EQUATIONS],
          blocks: [
            `## Keeping both sides level

An **equation** says that two expressions are equal: $x - 9 = 4$. Solving it means finding the value of the
variable that makes the statement true. Picture a balance with the two sides in its pans: it stays level as long as
you do the **same thing to both sides**.

Each operation has an inverse that undoes it: subtraction undoes addition, division undoes multiplication. To get
$x$ alone, apply the inverse of whatever is being done to it.

| equation | undo with | solution |
| --- | --- | --- |
| $x - 9 = 4$ | add 9 to both sides | $x = 13$ |
| $x + 7 = 12$ | subtract 7 from both sides | $x = 5$ |
| $6x = 42$ | divide both sides by 6 | $x = 7$ |
| $\\frac{x}{3} = 5$ | multiply both sides by 3 | $x = 15$ |`,
            {
              kind: 'figure',
              name: 'balanced-equation',
              drawing: balancedEquation(),
              alt: 'A level balance. The left pan holds a box marked x and 7 unit blocks; the right pan holds 12 unit blocks. Below it reads x + 7 = 12.',
              caption: 'Take 7 blocks from each pan and the balance stays level: the box x weighs as much as 5 blocks.',
            },
            {
              kind: 'check',
              item: numericAnswer(
                {
                  prompt: 'The balance in the picture stays level with x and 7 blocks on one side and 12 blocks on the other. How many blocks does x weigh?',
                  skillIds: [EQUATIONS],
                  difficulty: -1,
                  explanation: 'x + 7 = 12: subtract 7 from both sides, which takes 7 blocks from each pan, and x = 5.',
                },
                { value: 5, tolerance: 0, unit: 'blocks' },
              ),
            },
            `> [!EXAMPLE]
> Solve $x - 9 = 4$. Nine is being taken away from $x$, so add 9 to both sides:
> $$x - 9 + 9 = 4 + 9 \\quad\\Rightarrow\\quad x = 13$$
> Check: $13 - 9 = 4$. The solution is x = 13.

Always check a solution by putting it back into the original equation. If both sides come out equal, you are done;
if not, look for the step where one side was changed and the other was not.

> [!TIP]
> Write each step on its own line, with the operation you applied beside it. It takes a few seconds more and makes
> mistakes easy to find.`,
          ],
        },
        {
          title: 'Two-step equations',
          estimatedMinutes: 15,
          skillIds: [EQUATIONS],
          blocks: [
            `## Undoing in reverse order

In $3x + 5 = 20$ two things happen to $x$: it is multiplied by 3, then 5 is added. To undo them, reverse the order,
as you take off your shoes before your socks: first remove the $+5$, then the $\\times 3$.

$$\\begin{aligned} 3x + 5 &= 20 \\\\ 3x &= 15 \\quad (\\text{subtract } 5) \\\\ x &= 5 \\quad (\\text{divide by } 3) \\end{aligned}$$

So the solution of 3x + 5 = 20 is x = 5. Check: $3 \\times 5 + 5 = 20$.

### Brackets and fractions

For $2(x - 3) = 10$ there are two good first steps. You may divide both sides by 2, which gives $x - 3 = 5$ and so
$x = 8$. Or you may expand the bracket to get 2x − 6 = 10, then add 6 and divide by 2, reaching the same $x = 8$.
Both are valid; dividing first is shorter when the numbers divide evenly.`,
            `A fraction in an equation is undone like any division. For $\\frac{x}{4} + 1 = 3$, subtract 1 to get
$\\frac{x}{4} = 2$, then multiply both sides by 4: x = 8 again. When several fractions appear, multiplying every
term by a common denominator clears them all at once.

> [!WARNING]
> Subtracting 3 from both sides of $2(x - 3) = 10$ is not a valid step: the 3 is inside the bracket, so it is
> multiplied by 2 and cannot be removed on its own.

> [!TIP]
> A useful summary: expand, collect the variable on one side, collect the numbers on the other, divide.`,
          ],
        },
      ],
      quiz: {
        title: 'Check your understanding: equations',
        passingScore: 60,
        items: [
          numericAnswer(
            { prompt: 'Solve x - 9 = 4. What is x?', skillIds: [EQUATIONS], difficulty: -1, explanation: 'Add 9 to both sides: x = 4 + 9 = 13.' },
            { value: 13, tolerance: 0 },
          ),
          numericAnswer(
            { prompt: 'Solve 3x + 5 = 20. What is x?', skillIds: [EQUATIONS], difficulty: -0.5, explanation: 'Subtract 5 (3x = 15), then divide by 3: x = 5.' },
            { value: 5, tolerance: 0 },
          ),
          multipleChoice(
            { prompt: 'Which of these are valid first steps for solving 2(x - 3) = 10? Pick every one.', skillIds: [EQUATIONS], difficulty: 0.5, explanation: 'Dividing both sides by 2 and expanding the bracket both keep the equation balanced and lead to x = 8.' },
            [
              { text: 'Divide both sides by 2', correct: true, why: 'Doing the same to both sides keeps the balance: x - 3 = 5.' },
              { text: 'Expand the bracket to get 2x − 6 = 10', correct: true, why: 'The 2 multiplies both x and -3, so this is the same equation written out.' },
              { text: 'Subtract 3 from both sides', why: 'The 3 is inside the bracket and multiplied by 2; it cannot be removed on its own.' },
              { text: 'Add 2 to both sides', why: 'The 2 multiplies the bracket; adding 2 does not undo a multiplication.' },
            ],
          ),
          shortAnswer(
            { prompt: 'Solve x/4 + 1 = 3 and type the value of x.', skillIds: [EQUATIONS], difficulty: 1, explanation: 'Subtract 1 (x/4 = 2), then multiply by 4: x = 8.' },
            ['8', 'x = 8', 'x=8'],
          ),
        ],
      },
    },
    {
      title: 'From words to equations',
      lessons: [
        {
          title: 'Translating words into algebra',
          estimatedMinutes: 12,
          skillIds: [MODELLING],
          blocks: [
            `## A dictionary of phrases

Word problems hide equations in everyday language. The first skill is translation: name the unknown with a letter,
then turn each phrase into symbols. With $n$ for "a number":

| phrase | expression |
| --- | --- |
| five more than a number | \`n + 5\` |
| a number decreased by eight | \`n - 8\` |
| twice a number | \`2n\` |
| five less than twice a number | \`2n - 5\` |
| a third of a number | \`n / 3\` |
| the sum of a number and 4, doubled | \`2(n + 4)\` |

Watch the order in "less than": *five less than twice a number* starts with twice the number and then takes five
away, so it is 2n - 5, never $5 - 2n$.`,
            {
              kind: 'check',
              item: singleChoice(
                {
                  prompt: 'With n for the number, which expression says "the sum of a number and 4, doubled"?',
                  skillIds: [MODELLING],
                  difficulty: 0,
                  explanation: 'The sum n + 4 comes first and is then doubled, so the brackets keep it together: 2(n + 4).',
                },
                [
                  { text: '2(n + 4)', correct: true, why: 'Right: the brackets make the whole sum, not the number alone, be doubled.' },
                  { text: '2n + 4', why: 'This doubles the number and then adds 4; the phrase doubles the sum.' },
                  { text: 'n + 4 + 2', why: '"Doubled" means multiplied by 2, not 2 added.' },
                ],
              ),
            },
            `The word **is** (or "equals", "gives", "results in") usually becomes the equals sign. "Five less than twice a
number is 17" becomes $2n - 5 = 17$, and solving it gives $2n = 22$, so $n = 11$.

> [!EXAMPLE]
> "A number and its double add up to 36." The number is $n$ and its double is $2n$, so $n + 2n = 36$, which
> simplifies to $3n = 36$ and gives $n = 12$. Check in words: 12 and its double 24 add up to 36.

> [!TIP]
> Before writing any symbols, say in one sentence what your letter stands for, with its unit: "let $n$ be the
> number of tickets sold". Most errors in word problems come from a letter that means two things.`,
          ],
        },
        {
          title: 'Solving word problems',
          estimatedMinutes: 15,
          skillIds: [MODELLING],
          blocks: [
            `## Four steps

1. **Name** the unknown with a letter and its unit.
2. **Write** an equation from the facts in the problem.
3. **Solve** the equation.
4. **Answer** the question in words, and check that the answer makes sense.

> [!EXAMPLE]
> A phone plan costs 20 dollars a month plus 0.10 dollars per minute of calls. One month's bill was 35 dollars.
> How many minutes were used? Let $m$ be the minutes. Then $20 + 0.1m = 35$, so $0.1m = 15$ and $m = 150$.
> The answer: 150 minutes were used.

> [!EXAMPLE]
> A taxi charges a pick-up fee of 3 dollars plus 2 dollars per kilometre, and a ride cost 19 dollars. Let $k$ be the
> kilometres: $3 + 2k = 19$, so $2k = 16$ and the ride was 8 km long.`,
            `### Consecutive numbers

Consecutive integers follow one another: $n$, $n + 1$, $n + 2$. If three consecutive integers add up to 72, then
$n + (n + 1) + (n + 2) = 72$, so $3n + 3 = 72$, $3n = 69$ and $n = 23$. The numbers are 23, 24 and 25, whose sum is
indeed 72.

The final step, checking, is where word problems differ from bare equations: the answer must fit the story. A
negative number of minutes, or half a ticket, means the equation was set up wrongly, even if it was solved
correctly.

> [!WARNING]
> Answer the question that was asked. If the problem asks for the largest of the three numbers, the answer is 25,
> not the 23 your letter stood for.`,
          ],
        },
      ],
      quiz: {
        title: 'Check your understanding: word problems',
        passingScore: 60,
        items: [
          singleChoice(
            { prompt: 'Which expression means "five less than twice a number n"?', skillIds: [MODELLING], difficulty: 0, explanation: 'Start from twice the number, 2n, then take five away.' },
            [
              { text: '2n - 5', correct: true, why: 'Twice the number, with five taken away.' },
              { text: '5 - 2n', why: '"Less than" reverses the order: this takes twice the number away from five.' },
              { text: '2(n - 5)', why: 'This doubles the number after taking five away, which is ten less than twice it.' },
              { text: '2n + 5', why: 'This is five more than twice the number.' },
            ],
          ),
          numericAnswer(
            { prompt: 'A taxi charges 3 dollars to pick you up plus 2 dollars per kilometre. A ride cost 19 dollars. How long was it?', skillIds: [MODELLING], difficulty: 0.5, explanation: '3 + 2k = 19 gives 2k = 16, so k = 8 km.' },
            { value: 8, tolerance: 0, unit: 'km' },
          ),
          numericAnswer(
            { prompt: 'Three consecutive integers add up to 72. What is the smallest of them?', skillIds: [MODELLING], difficulty: 1, explanation: 'n + (n + 1) + (n + 2) = 72 gives 3n + 3 = 72, so n = 23.' },
            { value: 23, tolerance: 0 },
          ),
          numericAnswer(
            { prompt: 'A phone plan costs 20 dollars a month plus 0.10 dollars per minute. A bill came to 35 dollars. How many minutes were used?', skillIds: [MODELLING], difficulty: 1.5, explanation: '20 + 0.1m = 35 gives 0.1m = 15, so m = 150 minutes.' },
            { value: 150, tolerance: 0, unit: 'min' },
          ),
        ],
      },
    },
  ],
};
