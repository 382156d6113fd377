import { CheckAnswerResult, type LearnerLessonBlock } from '@pathwise/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderWidget } from '../../../testing/render-widget';
import { jsonReply, stubApi } from '../../../testing/stub-api';
import { LessonBlocks } from './lesson-blocks';

const blocks: LearnerLessonBlock[] = [
  { kind: 'image', materialId: 'img-1', alt: 'A pie cut into two equal halves', caption: 'Two halves make a whole.', width: 640, height: 480 },
  { kind: 'audio', materialId: 'aud-1', caption: 'Halves, read aloud', transcript: 'One half and one half make one whole.' },
  {
    kind: 'check',
    item: { itemId: 'k1', kind: 'single_choice', prompt: 'Which is bigger?', options: [{ optionId: 'a', text: '1/2' }, { optionId: 'b', text: '1/3' }], skillIds: [], difficulty: 0 },
  },
];

const route = 'POST /api/courses/course-1/lessons/lesson-1/checks/k1/answers';

describe('Lesson blocks: images, audio and check-yourself questions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows an image lazily at its size with its description, and audio that loads nothing until played, with its transcript', async () => {
    stubApi({});
    await renderWidget(<LessonBlocks courseId="course-1" lessonId="lesson-1" blocks={blocks} />, { session: aSession(aUser({ role: 'student' })) });
    const image = screen.getByRole('img', { name: 'A pie cut into two equal halves' });
    expect(image.getAttribute('src')).toBe('/api/materials/img-1/download');
    expect([image.getAttribute('loading'), image.getAttribute('width'), image.getAttribute('height')]).toEqual(['lazy', '640', '480']);
    expect(screen.getByText('Two halves make a whole.')).toBeTruthy();
    const audio = document.querySelector('audio')!;
    expect([audio.getAttribute('src'), audio.getAttribute('preload'), audio.hasAttribute('controls'), audio.getAttribute('aria-label')]).toEqual(['/api/materials/aud-1/download', 'none', true, 'Audio: Halves, read aloud']);
    expect(screen.getByText('One half and one half make one whole.')).toBeTruthy();
  });

  it('sends a check answer to the server and shows its verdict, the right answer and why, then lets the learner try again', async () => {
    const api = stubApi({
      [route]: jsonReply(
        CheckAnswerResult,
        {
          answerId: 'x',
          itemId: 'k1',
          correct: false,
          answerKey: { correctOptionIds: ['a'], acceptedAnswers: [] },
          explanation: 'Fewer parts are bigger parts.',
          pickedOptionExplanations: [{ optionId: 'b', explanation: 'A third is smaller than a half.' }],
          duplicate: false,
        },
        { status: 201 },
      ),
    });
    await renderWidget(<LessonBlocks courseId="course-1" lessonId="lesson-1" blocks={blocks} />, { session: aSession(aUser({ role: 'student' })) });
    const check = screen.getByRole('region', { name: 'Check yourself' });
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByRole('alert').textContent).toBe('Answer first, then check.');
    expect(api.to(route)).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '1/3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    await vi.waitFor(() => expect(screen.getByText('Correct answer: 1/2')).toBeTruthy());
    expect(api.to(route)[0]?.json).toEqual({ answerId: expect.any(String), optionIds: ['b'], text: null });
    expect(check.textContent).toContain('“1/3”: A third is smaller than a half.');
    expect(check.textContent).toContain('Why: Fewer parts are bigger parts.');
    expect(screen.getByRole('status').textContent).toBe('Not quite.');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText('Correct answer: 1/2')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '1/3' }).checked).toBe(false);
  });
});
