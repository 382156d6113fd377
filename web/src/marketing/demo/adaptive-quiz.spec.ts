import { describe, expect, it } from 'vitest';
import { advance, answer, nextLevel, pickItem, QUIZ_LENGTH, quizItems, startQuiz } from './adaptive-quiz';

const right = (state: ReturnType<typeof startQuiz>) => answer(state, state.current!.answer);
const wrong = (state: ReturnType<typeof startQuiz>) => answer(state, (state.current!.answer + 1) % state.current!.options.length);

describe('the demo quiz', () => {
  it('moves one level up after a right answer and one down after a wrong one, within 1 to 3', () => {
    expect(nextLevel(2, true)).toBe(3);
    expect(nextLevel(2, false)).toBe(1);
    expect(nextLevel(3, true)).toBe(3);
    expect(nextLevel(1, false)).toBe(1);
  });

  it('starts at medium and draws the next question at the new level', () => {
    const start = startQuiz();
    expect(start.current?.level).toBe(2);

    const harder = advance(right(start));
    expect(harder.level).toBe(3);
    expect(harder.current?.level).toBe(3);

    const easier = advance(wrong(harder));
    expect(easier.level).toBe(2);
    expect(easier.current?.level).toBe(2);
  });

  it('never asks a question twice, falling back to the nearest level when one runs dry', () => {
    const asked = new Set(quizItems.filter((item) => item.level === 3).map((item) => item.id));
    expect(pickItem(quizItems, 3, asked)?.level).toBe(2);

    let state = startQuiz();
    for (let index = 0; index < QUIZ_LENGTH; index += 1) state = advance(right(state));
    const ids = state.answers.map((entry) => entry.item.id);
    expect(new Set(ids).size).toBe(QUIZ_LENGTH);
    expect(state.current).toBeUndefined();
  });

  it('has a right answer among the options of every question', () => {
    for (const item of quizItems) expect(item.options[item.answer]).toBeDefined();
  });
});
