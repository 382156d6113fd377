import type { DemoCourse } from '../demo-course.js';
import { multipleChoice, numericAnswer, shortAnswer, singleChoice } from '../demo-quiz-items.js';
import { dataLiteracyColours, truncatedAxisCharts } from './data-literacy.figures.js';

const TIDY_DATA = 'skill-1';
const SUMMARIES = 'skill-2';

/** Free, in English, by Amara (whose free plan publishes one course): tidy data first, then summaries and charts. */
export const dataLiteracyCourse: DemoCourse = {
  handle: 'data-literacy',
  creator: 'amara',
  title: 'Data Literacy with Spreadsheets',
  description: 'Read, clean and chart real data sets, and learn to spot a misleading graph.',
  language: 'en',
  level: 'beginner',
  priceCents: 0,
  tags: ['data', 'spreadsheets'],
  published: true,
  cover: dataLiteracyColours,
  skills: [
    { skillId: TIDY_DATA, name: 'Organising and cleaning a table of data', prerequisiteIds: [] },
    { skillId: SUMMARIES, name: 'Summarising data and charting it honestly', prerequisiteIds: [TIDY_DATA] },
  ],
  modules: [
    {
      title: 'Tidy, clean tables',
      lessons: [
        {
          title: 'Rows, columns and tidy data',
          estimatedMinutes: 12,
          skillIds: [TIDY_DATA],
          blocks: [
            `## Three rules for a table

Most analysis goes wrong before the first formula: the table itself is laid out in a way that fights you. A **tidy**
table follows three rules:

1. Each row holds one observation: one sale, one patient visit, one day of weather.
2. Each column holds one variable: a date, a city, an amount.
3. Each cell holds one value.

Here is an untidy table of café sales, with one column per month:

| café | January | February |
| --- | --- | --- |
| Harbour | 310 | 290 |
| Station | 220 | 260 |

It looks compact, but "month" is a variable spread across several columns, so adding March means changing the layout,
and a formula cannot simply filter by month.`,
            `The same data, tidy, has one row per café and month:

\`\`\`csv
cafe,month,sales
Harbour,2026-01,310
Harbour,2026-02,290
Station,2026-01,220
Station,2026-02,260
\`\`\`

More rows, fewer surprises: every new month is new rows, and filtering, sorting and pivot tables work without
rearranging anything.

> [!WARNING]
> Two values in one cell, such as "Lisbon, Portugal" or "12 kg", break the third rule. Split them into a city column
> and a country column, or a number column and a unit column, so that each can be sorted and summed.

> [!TIP]
> Keep one header row with short, clear names and no merged cells. A spreadsheet treats the first row as names only
> if there is exactly one of it.`,
            {
              kind: 'check',
              item: singleChoice(
                {
                  prompt: 'A column of customers’ addresses holds values such as "Lisbon, Portugal". Which rule of tidy data does it break?',
                  skillIds: [TIDY_DATA],
                  difficulty: -0.5,
                  explanation: 'A city and a country are two values packed into one cell; split them into a city column and a country column.',
                },
                [
                  { text: 'Each cell holds one value', correct: true, why: 'Right: the cell holds two values, so neither can be sorted or counted on its own.' },
                  { text: 'Each row holds one observation', why: 'Each row can still be one customer; the trouble is inside the cell.' },
                  { text: 'Each column holds one variable', why: 'The column holds one kind of thing, where the customer lives; it is each cell that packs two values.' },
                ],
              ),
            },
          ],
        },
        {
          title: 'Cleaning messy values',
          estimatedMinutes: 15,
          skillIds: [TIDY_DATA],
          blocks: [
            `## Why the same thing counts twice

Data typed by people is messy. A city column holding \`Lisbon\`, \`lisbon\` and \`Lisbon \` (with a space at the
end) looks like one city to you and like three different values to a spreadsheet, so counts and pivot tables split
it apart. Cleaning means making equal things look equal.

The usual culprits and their cures:

| problem | example | fix |
| --- | --- | --- |
| extra spaces | \`" Porto "\` | the TRIM function |
| inconsistent case | \`porto\`, \`PORTO\` | LOWER, UPPER or PROPER |
| numbers stored as text | \`'1200\` | VALUE, or multiply by 1 |
| duplicates | the same order twice | remove duplicates, after checking why |

The TRIM function removes the spaces before and after a text value (and doubles inside it):`,
            `\`\`\`excel
=PROPER(TRIM(B2))
\`\`\`

Put that formula in a new column beside the messy one, fill it down, then copy the results and paste them as
values. Keep the original column until you have checked the result.

> [!EXAMPLE]
> A column lists \`Lisbon\`, \`lisbon\`, \`Lisbon \`, \`Porto\` and \`porto\`. After TRIM and PROPER it reads Lisbon,
> Lisbon, Lisbon, Porto, Porto: five rows but only two distinct cities, where the raw column showed five different
> spellings.

> [!WARNING]
> Never delete duplicates blindly. Two identical rows may be a typing error, or two customers who really did buy the
> same thing on the same day. Look for an id column before you decide.`,
          ],
        },
      ],
      quiz: {
        title: 'Check your understanding: tidy and clean data',
        passingScore: 60,
        items: [
          singleChoice(
            { prompt: 'In a tidy table, what does each row hold?', skillIds: [TIDY_DATA], difficulty: -1, explanation: 'The first rule of tidy data: each row holds one observation, each column one variable.' },
            [
              { text: 'one observation', correct: true, why: 'One sale, one visit, one day: that is what a row is for.' },
              { text: 'one variable', why: 'Variables are the columns.' },
              { text: 'one month of every variable', why: 'That is the untidy, wide layout the lesson warns about.' },
            ],
          ),
          multipleChoice(
            { prompt: 'Which of these make a table untidy? Pick every one.', skillIds: [TIDY_DATA], difficulty: 0, explanation: 'A cell must hold one value and a variable must live in one column.' },
            [
              { text: 'two values in one cell', correct: true, why: 'It breaks the rule of one value per cell: neither value can be sorted or summed.' },
              { text: 'a variable spread across several columns', correct: true, why: 'Months as columns force a new layout for every new month.' },
              { text: 'one header row with short, clear names', why: 'That is exactly what a tidy table should have.' },
              { text: 'one row per café and month', why: 'That is the tidy layout of the example.' },
            ],
          ),
          shortAnswer(
            { prompt: 'Which spreadsheet function removes the spaces before and after a text value?', skillIds: [TIDY_DATA], difficulty: -0.5, explanation: 'TRIM removes leading and trailing spaces (and doubled ones inside).' },
            ['TRIM', 'TRIM()', '=TRIM()'],
          ),
          numericAnswer(
            { prompt: 'A column lists Lisbon, lisbon, "Lisbon " (with a trailing space), Porto and porto. After TRIM and PROPER, how many distinct cities remain?', skillIds: [TIDY_DATA], difficulty: 0.5, explanation: 'Once spaces and case are made equal, the five spellings are two cities: Lisbon and Porto.' },
            { value: 2, tolerance: 0 },
          ),
        ],
      },
    },
    {
      title: 'Summaries and charts',
      lessons: [
        {
          title: 'Summaries with formulas',
          estimatedMinutes: 15,
          skillIds: [SUMMARIES],
          blocks: [
            `## A few numbers that describe many

A summary squeezes a column into one number. The workhorses:

\`\`\`excel
=SUM(C2:C6)          total
=AVERAGE(C2:C6)      mean: the total divided by the count
=MEDIAN(C2:C6)       the middle value once sorted
=COUNTIF(B2:B6, "Porto")   how many rows meet a condition
\`\`\`

COUNTIF counts the cells of a range that meet a condition; its siblings SUMIF and AVERAGEIF add or average only those
rows.

### Mean or median?

Five shops sold 12, 15, 11, 14 and 48 units last week. The total is 100, so the mean is
$\\frac{100}{5} = 20$. Sorted, the values are 11, 12, 14, 15, 48, and the middle one, the median, is 14.`,
            `Which one describes a "typical" shop? Four of the five sold between 11 and 15, so the median of 14 is far closer
to the truth than the mean of 20, which the single shop with 48 pulls upwards.

> [!TIP]
> When one or two values are far from the rest (an outlier), report the median, or both numbers. Incomes, house
> prices and waiting times are classic cases where the mean misleads.

| measure | 11, 12, 14, 15, 48 | without the 48 |
| --- | --- | --- |
| mean | 20 | 13 |
| median | 14 | 13 |

The median barely moves when the outlier is removed; the mean drops by more than a third. That stability is why statisticians
call the median **robust**.`,
            {
              kind: 'check',
              item: numericAnswer(
                {
                  prompt: 'Leave out the shop that sold 48 units. What is the mean of the other four, 11, 12, 14 and 15 units?',
                  skillIds: [SUMMARIES],
                  difficulty: 0,
                  explanation: 'Their total is 11 + 12 + 14 + 15 = 52, and 52 divided by 4 is 13: the mean falls from 20 to 13 without the outlier.',
                },
                { value: 13, tolerance: 0, unit: 'units' },
              ),
            },
          ],
        },
        {
          title: 'Choosing and reading charts',
          estimatedMinutes: 12,
          skillIds: [SUMMARIES],
          blocks: [
            `## The right chart for the question

A chart answers one question at a glance, and the question decides the chart:

| question | chart |
| --- | --- |
| how do categories compare? | a bar chart |
| how does something change over time? | a line chart |
| are two measures related? | a scatter plot |
| what share does each part take of a whole? | a bar chart, or a pie with very few slices |

Monthly visitors over two years is a change over time, so a line chart shows it best: the eye follows the line and
sees the trend and the seasons. Sales by café compare categories, so bars, sorted from largest to smallest, work
better.`,
            `## Spotting a misleading graph

Charts can mislead without a single wrong number. The most common tricks:

- **A truncated axis.** If a bar chart's vertical axis starts at 95 instead of 0, small differences look huge:
  measured from 95, a bar for 98 stands three times as tall as a bar for 96.
- **3D effects** tilt bars and pie slices, so the nearer ones look bigger than they are.
- **Cherry-picked ranges** show only the months that support the story.
- **Two vertical axes** can make any two lines seem to move together.

> [!WARNING]
> Bars must start at zero, because their length is the message. Line charts may zoom in on a range, as long as the
> axis is clearly labelled.

> [!EXAMPLE]
> A poster claims a product's satisfaction "soared" with bars of 96 % and 98 % whose axis starts at 95 %. Redrawn
> from zero, the two bars are almost the same height: a two-point change.`,
            {
              kind: 'figure',
              name: 'truncated-axis-charts',
              drawing: truncatedAxisCharts(),
              alt: 'Two bar charts of the same scores, 96 % last year and 98 % this year. On the left the axis starts at 95 % and the second bar looks three times as tall as the first; on the right the axis starts at 0 and the bars are almost the same height.',
              caption: 'The same two numbers: cut at 95 %, the axis turns a two-point change into a leap.',
            },
            {
              kind: 'check',
              item: numericAnswer(
                {
                  prompt: 'On the left chart, whose axis starts at 95 %, how many times as tall as the 96 % bar does the 98 % bar stand?',
                  skillIds: [SUMMARIES],
                  difficulty: 0.5,
                  explanation: 'Measured from 95, the bars are 98 − 95 = 3 and 96 − 95 = 1 units tall: three times as tall, for a change of two points out of a hundred.',
                },
                { value: 3, tolerance: 0 },
              ),
            },
          ],
        },
      ],
      quiz: {
        title: 'Check your understanding: summaries and charts',
        passingScore: 60,
        items: [
          numericAnswer(
            { prompt: 'Five shops sold 12, 15, 11, 14 and 48 units. What is the mean number of units sold?', skillIds: [SUMMARIES], difficulty: -0.5, explanation: 'The total is 100 and there are 5 shops: 100 / 5 = 20.' },
            { value: 20, tolerance: 0 },
          ),
          numericAnswer(
            { prompt: 'For the same five shops (12, 15, 11, 14 and 48 units), what is the median?', skillIds: [SUMMARIES], difficulty: 0.5, explanation: 'Sorted: 11, 12, 14, 15, 48. The middle value is 14.' },
            { value: 14, tolerance: 0 },
          ),
          singleChoice(
            { prompt: 'Which chart best shows monthly visitors to a museum over two years?', skillIds: [SUMMARIES], difficulty: -1, explanation: 'A change over time reads best as a line.' },
            [
              { text: 'a line chart', correct: true, why: 'It shows the trend and the seasonal ups and downs at a glance.' },
              { text: 'a pie chart', why: 'Pies show shares of one whole, not change over time.' },
              { text: 'a scatter plot', why: 'Scatter plots relate two measures; here one measure changes over time.' },
            ],
          ),
          singleChoice(
            { prompt: 'A bar chart’s vertical axis starts at 95 instead of 0. What is the danger?', skillIds: [SUMMARIES], difficulty: 0, explanation: 'A bar’s length is its message; cutting the axis exaggerates differences.' },
            [
              { text: 'small differences look huge', correct: true, why: 'Measured from 95, the bar for 98 stands three times as tall as the bar for 96.' },
              { text: 'the numbers become wrong', why: 'The numbers stay right; only their picture misleads.' },
              { text: 'nothing: the axis is labelled', why: 'Readers judge bars by their length, whatever the label says.' },
            ],
          ),
          shortAnswer(
            { prompt: 'Which spreadsheet function counts the cells of a range that meet a condition?', skillIds: [SUMMARIES], difficulty: 1, explanation: 'COUNTIF takes a range and a condition, and counts the matching cells.' },
            ['COUNTIF', 'COUNTIF()', '=COUNTIF()'],
          ),
        ],
      },
    },
  ],
};
