import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DemoPage from '../pages/demo-page';
import { renderPage } from '../testing/render-page';
import { quizItems, type QuizItem } from './adaptive-quiz';
import { quizItemMessages } from './quiz-items.messages';

/** The question on screen, found by its English prompt. */
function currentQuestion(): QuizItem {
  const prompt = screen.getByRole('group').querySelector('legend')?.textContent;
  const item = quizItems.find((candidate) => quizItemMessages.en[`${candidate.id}Prompt`] === prompt);
  if (!item) throw new Error(`No quiz item has the prompt ${prompt}`);
  return item;
}

function choose(index: number) {
  const item = currentQuestion();
  fireEvent.click(screen.getByRole('radio', { name: item.options[index] }));
  fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
  return item;
}

const answerRight = () => choose(currentQuestion().answer);
const answerWrong = () => choose((currentQuestion().answer + 1) % currentQuestion().options.length);
const difficulty = () => screen.getByText(/^Difficulty:/).textContent;

describe('Demo page', () => {
  it('teaches three lessons, one at a time', async () => {
    renderPage(DemoPage);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Fractions, from slices to sums');
    expect(screen.getByRole('heading', { level: 3, name: 'What a fraction means' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next lesson' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Equivalent fractions' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Lessons of the demo course' })).getByRole('button', { name: 'Adding fractions' }));
    expect(screen.getByText(/1\/2 \+ 1\/3 = 3\/6 \+ 2\/6 = 5\/6/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to the practice quiz' })).toBeTruthy();
  });

  it('raises the difficulty after a right answer and explains it', async () => {
    renderPage(DemoPage);
    await screen.findByRole('heading', { level: 1 });
    expect(difficulty()).toBe('Difficulty: Medium');

    const item = answerRight();

    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.getByText(quizItemMessages.en[`${item.id}Explain`])).toBeTruthy();
    expect(screen.getByText('Difficulty goes up to the hard level for the next question, because you got this one right.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(difficulty()).toBe('Difficulty: Hard');
    expect(currentQuestion().level).toBe(3);
  });

  it('lowers the difficulty after a wrong answer and shows the right one', async () => {
    renderPage(DemoPage);
    await screen.findByRole('heading', { level: 1 });

    const item = answerWrong();

    expect(screen.getByText(`Not quite: the answer is ${item.options[item.answer]}.`)).toBeTruthy();
    expect(screen.getByText(quizItemMessages.en[`${item.id}Explain`])).toBeTruthy();
    expect(screen.getByText('Difficulty drops to the easy level for the next question, to rebuild from firmer ground.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(difficulty()).toBe('Difficulty: Easy');
  });

  it('asks for an answer before checking', async () => {
    renderPage(DemoPage);
    await screen.findByRole('heading', { level: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));

    const error = screen.getByText('Choose an answer first.');
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByText('Correct!')).toBeNull();
  });

  it('ends after six questions with the score and a call to sign up', async () => {
    renderPage(DemoPage);
    await screen.findByRole('heading', { level: 1 });

    for (let question = 1; question <= 6; question += 1) {
      if (question === 2) answerWrong();
      else answerRight();
      fireEvent.click(screen.getByRole('button', { name: question === 6 ? 'See your results' : 'Next question' }));
    }

    expect(screen.getByRole('heading', { name: 'Your results' })).toBeTruthy();
    expect(screen.getByText('You answered 5 of 6 questions correctly.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign up free' }).map((link) => link.getAttribute('href'))).toContain('/signup');
  });

  it('speaks Spanish and French', async () => {
    const { unmount } = renderPage(DemoPage, { language: 'es' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Fracciones: de las porciones a las sumas');
    expect(screen.getByText('Dificultad: Media')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comprobar respuesta' })).toBeTruthy();
    unmount();

    renderPage(DemoPage, { language: 'fr' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Les fractions, des parts de pizza aux additions');
    expect(screen.getByRole('heading', { level: 3, name: 'Ce que veut dire une fraction' })).toBeTruthy();
    expect(screen.getByText('Difficulté : Moyenne')).toBeTruthy();
  });
});
