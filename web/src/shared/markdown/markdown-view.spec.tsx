import { plainTextAsMarkdown } from '@pathwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeLanguage } from '../i18n';
import { renderPlain } from '../../testing/render-plain';
import { MarkdownView } from './index';

// The renderer (and KaTeX) load lazily; loaded once here, so that no test's wait includes compiling them.
beforeAll(async () => {
  await import('./markdown-view');
  await import('./rehype-math');
});

/** Renders Markdown as a lesson shows it and waits for the lazily loaded renderer to draw it. */
async function renderMarkdown(text: string) {
  const view = renderPlain(<MarkdownView text={text} topHeadingLevel={3} idPrefix="t-" />);
  await waitFor(() => expect(view.container.querySelector('.markdown:not([aria-busy])')).not.toBeNull());
  return view.container.querySelector<HTMLElement>('.markdown')!;
}

describe('Markdown view, each feature', { timeout: 20_000 }, () => {
  it('headings, the shallowest at the level asked and the others below it, each with an id to link to', async () => {
    const view = await renderMarkdown('# Fractions\n\nText.\n\n## Halves\n\n### Why');
    expect(screen.getByRole('heading', { level: 3, name: 'Fractions' }).id).toBe('t-fractions');
    expect(screen.getByRole('heading', { level: 4, name: 'Halves' }).id).toBe('t-halves');
    expect(screen.getByRole('heading', { level: 5, name: 'Why' })).toBeTruthy();
    expect(view.querySelector('h1, h2')).toBeNull();
  });

  it('emphasis, strong, strikethrough, inline code and lists', async () => {
    const view = await renderMarkdown('*one* **two** ~~three~~ `four`\n\n- a\n- b\n\n1. first\n2. second');
    expect(view.querySelector('em')?.textContent).toBe('one');
    expect(view.querySelector('strong')?.textContent).toBe('two');
    expect(view.querySelector('del')?.textContent).toBe('three');
    expect(view.querySelector('p > code')?.textContent).toBe('four');
    expect(within(view.querySelector('ul')!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
    expect(within(view.querySelector('ol')!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first', 'second']);
  });

  it('a GFM table, in a region a keyboard reaches to scroll it', async () => {
    await renderMarkdown('| Fraction | Decimal |\n| --- | ---: |\n| 1/2 | 0.5 |\n| 1/4 | 0.25 |');
    const region = screen.getByRole('region', { name: 'Table (scrolls sideways)' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Fraction', 'Decimal']);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1/2', '0.5', '1/4', '0.25']);
  });

  it('a task list, its boxes shown checked or not and not editable', async () => {
    await renderMarkdown('- [x] read the lesson\n- [ ] try the quiz');
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [false, true],
    ]);
  });

  it('footnotes, their reference linking to a note that exists and back', async () => {
    const view = await renderMarkdown('A half is one of two equal parts.[^why]\n\n[^why]: Equal, or it is not a half.');
    const reference = view.querySelector<HTMLAnchorElement>('sup a')!;
    const note = view.querySelector(reference.getAttribute('href')!)!;
    expect(note.textContent).toContain('Equal, or it is not a half.');
    expect(screen.getByRole('heading', { name: 'Footnotes' })).toBeTruthy();
    const back = within(note as HTMLElement).getByRole('link', { name: 'Back to reference 1' });
    expect(view.querySelector(back.getAttribute('href')!)).toBe(reference);
  });

  it('TeX math inline and displayed, rendered by KaTeX with MathML for screen readers', async () => {
    const view = await renderMarkdown('Half of $x$ is $\\frac{x}{2}$.\n\n$$\n\\frac{1}{2} + \\frac{1}{4} = \\frac{3}{4}\n$$');
    const inline = view.querySelectorAll('p .katex');
    expect(inline).toHaveLength(2);
    expect(inline[1]?.querySelector('annotation[encoding="application/x-tex"]')?.textContent).toBe('\\frac{x}{2}');
    const display = view.querySelector('.katex-display');
    expect(display?.querySelector('math')).not.toBeNull();
    expect(display?.querySelector('annotation')?.textContent).toBe('\\frac{1}{2} + \\frac{1}{4} = \\frac{3}{4}');
  });

  it('TeX that does not parse shows as an error in place, the rest of the text still shown', async () => {
    const view = await renderMarkdown('Broken: $\\frac{1}{$ and after.');
    expect(view.textContent).toContain('and after.');
    expect(view.querySelector('.katex-error')).not.toBeNull();
  });

  it('fenced code in a known language is highlighted, in an unknown one shown plain, both in a focusable scroller', async () => {
    const view = await renderMarkdown('```python\ndef half(x):\n    return x / 2\n```\n\n```cobol\nDISPLAY "HI".\n```');
    const [python, cobol] = view.querySelectorAll('pre');
    expect(python?.querySelector('code.language-python .hljs-keyword')?.textContent).toBe('def');
    expect(python?.textContent).toBe('def half(x):\n    return x / 2\n');
    expect(python?.tabIndex).toBe(0);
    expect(cobol?.querySelector('[class^="hljs-"]')).toBeNull();
    expect(cobol?.textContent).toBe('DISPLAY "HI".\n');
  });

  it('ts, js, sql, bash and json code blocks are highlighted by their usual names', async () => {
    const view = await renderMarkdown(
      ['```ts\nconst a: number = 1;\n```', '```js\nlet b = 2;\n```', '```sql\nSELECT 1;\n```', '```bash\necho "hi"\n```', '```json\n{"a": 1}\n```'].join('\n\n'),
    );
    const codes = [...view.querySelectorAll('pre code')];
    expect(codes).toHaveLength(5);
    for (const code of codes) expect(code.querySelector('[class^="hljs-"]'), code.className).not.toBeNull();
  });

  it('callouts written as GitHub alerts become labelled notes; other quotes stay quotes', async () => {
    const view = await renderMarkdown('> [!TIP]\n> Halve the top and the bottom.\n\n> [!WARNING]\n> Never divide by zero.\n\n> [!EXAMPLE]\n> 2/4 = 1/2\n\n> [!NOTE]\n> Noted.\n\n> Just a quote');
    const notes = screen.getAllByRole('note');
    expect(notes.map((note) => note.getAttribute('aria-label'))).toEqual(['Tip', 'Warning', 'Example', 'Note']);
    expect(notes.map((note) => note.tagName)).toEqual(['ASIDE', 'ASIDE', 'ASIDE', 'ASIDE']);
    expect(notes[0]?.textContent?.replace(/\s+/g, ' ').trim()).toBe('Tip Halve the top and the bottom.');
    expect(notes[1]?.className).toBe('callout callout-warning');
    expect(view.querySelector('blockquote')?.textContent?.trim()).toBe('Just a quote');
    expect(view.textContent).not.toContain('[!');
  });

  it('callout labels are in the reader’s language', async () => {
    storeLanguage('es');
    try {
      renderPlain(<MarkdownView text={'> [!TIP]\n> Consejo útil.\n\n> [!WARNING]\n> Cuidado.'} topHeadingLevel={3} idPrefix="t-" />);
      expect((await screen.findAllByRole('note')).map((note) => note.getAttribute('aria-label'))).toEqual(['Consejo', 'Atención']);
    } finally {
      storeLanguage('en');
    }
  });

  it('links to other sites open in a new tab without access to this page; links within the site do not', async () => {
    await renderMarkdown('[MDN](https://developer.mozilla.org) and [the course](/courses/c1) and <https://example.com>');
    const external = screen.getByRole('link', { name: 'MDN' });
    expect([external.getAttribute('target'), external.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(screen.getByRole('link', { name: 'https://example.com' }).getAttribute('rel')).toBe('noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'the course' });
    expect([internal.getAttribute('href'), internal.getAttribute('target')]).toEqual(['/courses/c1', null]);
  });

  it('images keep their alternative text and load lazily', async () => {
    await renderMarkdown('![A pizza cut in halves](https://example.com/pizza.png)');
    const image = screen.getByRole('img', { name: 'A pizza cut in halves' });
    expect([image.getAttribute('src'), image.getAttribute('loading')]).toEqual(['https://example.com/pizza.png', 'lazy']);
  });
});

/**
 * Vectors from OWASP's XSS Filter Evasion Cheat Sheet (and a few Markdown-specific ones: autolinks, reference
 * definitions, KaTeX's link macros), as an author might type them into a lesson.
 */
const xssVectors = [
  `<script>alert('XSS')</script>`,
  `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<img src=x onerror=alert(1)>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>">`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<IFRAME SRC="data:text/html,<script>alert(1)</script>"></IFRAME>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg/onload=alert('XSS')>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<details open ontoggle=alert(1)>`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<STYLE>@import'https://xss.example/xss.css';</STYLE>`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">x</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<a href="javascript:alert(1)">click</a>`,
  `[click](javascript:alert(1))`,
  `[click](JaVaScRiPt:alert(1))`,
  `[click](vbscript:msgbox(1))`,
  `[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `[click](&#106;avascript:alert(1))`,
  `[click](<javascript:alert(1)>)`,
  `[click](java%0ascript:alert(1))`,
  `<javascript:alert(1)>`,
  `[click][evil]\n\n[evil]: javascript:alert(1)`,
  `![x](javascript:alert(1))`,
  `![x](data:text/html,<script>alert(1)</script>)`,
  `![x](vbscript:msgbox(1))`,
  `$\\href{javascript:alert(1)}{click}$`,
  `$\\url{javascript:alert(1)}$`,
  `$\\htmlData{onclick=alert(1)}{x}$`,
  `$$\n\\includegraphics{javascript:alert(1)}\n$$`,
];

const UNSAFE_ELEMENTS = 'script, iframe, frame, object, embed, base, meta, link, style, form, input:not([type="checkbox"]), body, svg script, foreignObject';
const UNSAFE_ADDRESS = /^(?:javascript|vbscript|data):/i;
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcset', 'poster', 'background'];

describe('Markdown view, hostile input', { timeout: 30_000 }, () => {
  it.each(xssVectors)('renders %j with nothing that could run', async (vector) => {
    const view = await renderMarkdown(vector);
    expect(view.querySelector(UNSAFE_ELEMENTS)).toBeNull();
    for (const element of view.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on/i);
        if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) {
          // Browsers ignore control characters and spaces in a scheme, so the check does too.
          const address = [...attribute.value].filter((character) => character.charCodeAt(0) > 0x20).join('');
          expect(address, `${element.tagName} ${attribute.name}`).not.toMatch(UNSAFE_ADDRESS);
        }
      }
    }
  });

  it('shows authors’ HTML as the text they typed', async () => {
    const view = await renderMarkdown('<script>alert(1)</script> and <img src=x onerror=alert(1)> and <b>bold?</b>');
    expect(view.textContent).toContain('<script>alert(1)</script> and <img src=x onerror=alert(1)> and <b>bold?</b>');
    expect(view.querySelector('b, img')).toBeNull();
  });

  it('keeps the text of a link whose address is refused', async () => {
    await renderMarkdown('[do not click](javascript:alert(1))');
    const link = screen.getByText('do not click');
    expect(link.getAttribute('href') ?? '').toBe('');
  });
});

describe('Markdown view, plain lesson text from before Markdown', { timeout: 20_000 }, () => {
  /** What the player showed for a text block then: each paragraph's lines, spaces around them collapsed. */
  const shownBefore = (text: string) =>
    text
      .split(/\n\s*\n/)
      .filter((paragraph) => paragraph.trim() !== '')
      .map((paragraph) =>
        paragraph
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== ''),
      );

  const oldTexts = [
    'Welcome to the lesson.\n\nRead it twice.',
    '# Not a heading\n1. Not a list\n- nor this\n+ nor this\n* nor this',
    'Costs $5 and $10 *each*, _not_ __bold__ ~~struck~~ `code`',
    '<b>Not bold</b> & &amp; &#60; stay as typed',
    'Visit https://example.com or www.example.com, mail me@example.com',
    '| a | b |\n|---|---|\n| 1 | 2 |',
    '> not a quote\n    indented four\n\tand a tab',
    '[a link](javascript:x) ![an image](x.png) [^1] [ ] [x]',
    '***\n---\n___',
    'Title\n===\nSubtitle\n---',
    '```js\nnot code\n```',
    'a backslash \\ and one at the end \\',
    'two trailing spaces  \nthen a line',
    'Ünïcödé, ñ, 🎉 and « guillemets »',
    '> [!TIP]\n> not a callout',
    '1) first\n2) second\n\n\n\n   \n\nafter blank lines with spaces',
  ];

  it.each(oldTexts)('upcast text %j renders as the same paragraphs and lines, unformatted', async (text) => {
    const view = await renderMarkdown(plainTextAsMarkdown(text));
    const paragraphs = [...view.children];
    expect(paragraphs.map((element) => element.tagName)).toEqual(shownBefore(text).map(() => 'P'));
    expect(paragraphs.map((paragraph) => paragraph.textContent!.split('\n'))).toEqual(shownBefore(text));
    // Nothing but line breaks inside: no emphasis, code, link, image or math.
    expect(view.querySelectorAll('p *').length).toBe(view.querySelectorAll('p > br').length);
  });
});
