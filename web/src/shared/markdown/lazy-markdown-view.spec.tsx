import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPlain } from '../../testing/render-plain';
import { MarkdownView } from './index';

// The renderer's chunk arrives only when a test lets it, so that what shows before it can be seen.
const renderer = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./markdown-view', async (importOriginal) => {
  await renderer.arrived;
  return importOriginal();
});

describe('Markdown view while its renderer loads', { timeout: 20_000 }, () => {
  it('lazy Markdown view, before its chunk arrives, shows the text in paragraphs hidden from screen readers, who hear once that it loads', async () => {
    const view = renderPlain(<MarkdownView text={'A half is one of **two** equal parts.\n\nA quarter:\none of four.'} topHeadingLevel={3} idPrefix="t-" />);

    const loading = view.container.querySelector<HTMLElement>('.markdown[aria-busy="true"]')!;
    expect(await screen.findByText('Loading the text…')).toBeTruthy();
    const paragraphs = [...loading.querySelectorAll('p[aria-hidden="true"]')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual(['A half is one of **two** equal parts.', 'A quarter:\none of four.']);
    expect(loading.querySelector('p:first-child')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('paragraph').map((paragraph) => paragraph.textContent)).toEqual(['Loading the text…']);

    renderer.arrive();
    await waitFor(() => expect(view.container.querySelector('.markdown:not([aria-busy])')).not.toBeNull());
    expect(view.container.querySelector('strong')?.textContent).toBe('two');
    expect(screen.queryByText('Loading the text…')).toBeNull();
    expect(view.container.querySelectorAll('.markdown')).toHaveLength(1);
  });
});
