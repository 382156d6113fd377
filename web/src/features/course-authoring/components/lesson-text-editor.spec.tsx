import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeLanguage } from '../../../shared/i18n';
import { renderPlain } from '../../../testing/render-plain';
import { LessonTextEditor } from './lesson-text-editor';

// The renderer (and KaTeX) load lazily; loaded once here, so that no test's wait includes compiling them.
beforeAll(async () => {
  await import('../../../shared/markdown/markdown-view');
  await import('../../../shared/markdown/rehype-math');
});

function PlainLessonText({ initial }: { readonly initial: string }) {
  const [text, setText] = useState(initial);
  return <LessonTextEditor courseId="course-1" liveLessonId={null} value={text} onChange={setText} control={{ id: 'text-1', 'aria-describedby': undefined }} />;
}

const textbox = () => screen.getByRole<HTMLTextAreaElement>('textbox');
const select = (start: number, end: number) => {
  textbox().focus();
  textbox().setSelectionRange(start, end);
};

describe('Lesson text editor', { timeout: 20_000 }, () => {
  it('offers a formatting toolbar with every format, reached as one tab stop and moved through with the arrows', async () => {
    renderPlain(<PlainLessonText initial="" />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Heading',
      'Bold',
      'Italic',
      'List',
      'Link',
      'Code',
      'Code block',
      'Formula (TeX)',
      'Callout (tip, warning or example)',
    ]);
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1, -1]);
    expect(buttons[1]?.getAttribute('aria-keyshortcuts')).toBe('Control+B');
    buttons[0]!.focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[8]);
  });

  it('a toolbar button formats the selection, which stays selected, and the preview shows it as learners will', async () => {
    renderPlain(<PlainLessonText initial="A half of two is one." />);
    await screen.findByRole('toolbar', { name: 'Formatting' });
    select(2, 6);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(textbox().value).toBe('A **half** of two is one.');
    expect([textbox().selectionStart, textbox().selectionEnd]).toEqual([4, 8]);
    expect(document.activeElement).toBe(textbox());
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('half'));
  });

  it('shortcuts format too: Ctrl+I italic, Ctrl+M a formula the preview draws with KaTeX, Ctrl+Shift+. a callout', async () => {
    renderPlain(<PlainLessonText initial="x^2 grows" />);
    await screen.findByRole('toolbar', { name: 'Formatting' });
    select(0, 3);
    fireEvent.keyDown(textbox(), { code: 'KeyM', key: 'm', ctrlKey: true });
    await waitFor(() => expect(textbox().value).toBe('$x^2$ grows'));
    select(6, 11);
    fireEvent.keyDown(textbox(), { code: 'KeyI', key: 'i', ctrlKey: true });
    await waitFor(() => expect(textbox().value).toBe('$x^2$ _grows_'));
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('.katex annotation')?.textContent).toBe('x^2'));

    select(textbox().value.length, textbox().value.length);
    fireEvent.keyDown(textbox(), { code: 'Period', key: '>', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(textbox().value).toBe('> [!TIP]\n> $x^2$ _grows_'));
    expect(await within(preview).findByRole('note', { name: 'Tip' })).toBeTruthy();
  });

  it('a key without Ctrl is typing: the text is left to the textarea', async () => {
    renderPlain(<PlainLessonText initial="half" />);
    await screen.findByRole('toolbar', { name: 'Formatting' });
    select(0, 4);
    fireEvent.keyDown(textbox(), { code: 'KeyB', key: 'b' });
    expect(textbox().value).toBe('half');
  });

  it('speaks the author’s language: the toolbar and the preview in French', async () => {
    storeLanguage('fr');
    try {
      renderPlain(<PlainLessonText initial="Un **demi**" />);
      const toolbar = await screen.findByRole('toolbar', { name: 'Mise en forme' });
      expect(within(toolbar).getByRole('button', { name: 'Gras' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Aperçu' })).toBeTruthy();
    } finally {
      storeLanguage('en');
    }
  });
});
