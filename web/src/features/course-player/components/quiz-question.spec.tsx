import type { LearnerQuizItem, QuizAttemptResult } from '@pathwise/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPlain } from '../../../testing/render-plain';
import { QuizQuestion, type QuestionAnswer } from './quiz-question';

type Feedback = QuizAttemptResult['items'][number];

const numeric: LearnerQuizItem = { itemId: 'n1', kind: 'numeric', prompt: 'How heavy is 3/4 of a kilogram?', options: [], skillIds: [], difficulty: 0, unit: 'kg' };
const choice: LearnerQuizItem = {
  itemId: 'c1',
  kind: 'single_choice',
  prompt: 'Which is bigger?',
  options: [{ optionId: 'a', text: '1/2' }, { optionId: 'b', text: '1/3' }],
  skillIds: [],
  difficulty: 0,
};

function Question({ item, feedback }: { item: LearnerQuizItem; feedback?: Feedback }) {
  const [answer, setAnswer] = useState<QuestionAnswer>({ optionIds: [], text: '' });
  return (
    <>
      <QuizQuestion item={item} number={1} answer={answer} onChange={setAnswer} feedback={feedback} />
      <output data-testid="answer">{JSON.stringify(answer)}</output>
    </>
  );
}

describe('Quiz question', () => {
  it('asks a numeric item in a decimal text box labelled with its unit, keeping what is typed as typed', async () => {
    renderPlain(<Question item={numeric} />);
    const box = await screen.findByRole('textbox', { name: 'Your answer, in kg' });
    expect(box.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByText('kg', { selector: '.numeric-answer-unit' })).toBeTruthy();
    fireEvent.change(box, { target: { value: '0,75' } });
    expect(screen.getByTestId('answer').textContent).toBe(JSON.stringify({ optionIds: [], text: '0,75' }));
  });

  it('after grading, locks a numeric answer and gives the expected number with its margin and unit', async () => {
    const feedback: Feedback = {
      itemId: 'n1',
      correct: false,
      answerKey: { correctOptionIds: [], acceptedAnswers: [], numeric: { value: 0.75, tolerance: 0.01, unit: 'kg' } },
      explanation: 'Three quarters is 0.75.',
      pickedOptionExplanations: [],
    };
    renderPlain(<Question item={numeric} feedback={feedback} />);
    expect(await screen.findByText('Correct answer: 0.75 ± 0.01 kg')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Your answer, in kg' }).readOnly).toBe(true);
  });

  it('after grading, explains each option the learner picked under the verdict', async () => {
    const feedback: Feedback = {
      itemId: 'c1',
      correct: false,
      answerKey: { correctOptionIds: ['a'], acceptedAnswers: [] },
      explanation: 'Fewer parts means bigger parts.',
      pickedOptionExplanations: [{ optionId: 'b', explanation: 'A third is one of three parts, smaller than one of two.' }],
    };
    renderPlain(<Question item={choice} feedback={feedback} />);
    expect(await screen.findByText('“1/3”: A third is one of three parts, smaller than one of two.')).toBeTruthy();
    expect(screen.getByText('Why: Fewer parts means bigger parts.')).toBeTruthy();
  });
});
