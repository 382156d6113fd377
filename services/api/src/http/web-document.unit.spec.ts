import { describe, expect, it } from 'vitest';
import { WebDocument, type PageHead } from './web-document.js';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Pathwise</title>
    <meta name="description" content="Built description" />
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body>
    <noscript>Pathwise needs JavaScript to run.</noscript>
    <div id="root"></div>
    <script src="/zod-config.js"></script>
  </body>
</html>
`;

const head: PageHead = {
  title: 'Courses · Pathwise',
  description: 'Find a course.',
  canonicalUrl: 'https://pathwise.example/courses',
  share: { siteName: 'Pathwise', type: 'website', title: 'Courses', image: { url: 'https://pathwise.example/icon.png', wide: false }, price: null },
};

describe('the web app’s document', () => {
  it('serves a page the app draws as built, with its own head and an empty root', () => {
    const html = WebDocument.parse(BUILT).render(head);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<noscript>Pathwise needs JavaScript to run.</noscript>');
    expect(html).toContain('<title>Courses · Pathwise</title>');
    expect(html).not.toContain('<title>Pathwise</title>');
    expect(html).not.toContain('server-render-state');
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf('<title>'));
  });

  it('puts a rendered page in the root, in its language, with its data after the root and no note that it needs JavaScript', () => {
    const html = WebDocument.parse(BUILT).render(head, {
      language: 'fr',
      html: '<main><h1>Cours</h1></main>',
      hydration: { scriptId: 'server-render-state', state: { language: 'fr', queries: [] } },
    });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<div id="root"><main><h1>Cours</h1></main></div>\n    <script type="application/json" id="server-render-state">{"language":"fr","queries":[]}</script>');
    expect(html).not.toContain('noscript');
    expect(html).toContain('<script src="/zod-config.js"></script>');
  });

  it('carries data the app reads before drawing in a JSON script of its own, for a page the app draws', () => {
    const session = { user: { name: 'Ana </script>' }, csrf_token: 'token' };
    const html = WebDocument.parse(BUILT).render(head, null, { scriptId: 'session-state', state: session });
    expect(html).toContain('<div id="root"></div>\n    <script type="application/json" id="session-state">');
    expect(html).toContain('<noscript>Pathwise needs JavaScript to run.</noscript>');
    expect(html).not.toContain('server-render-state');
    const script = /<script type="application\/json" id="session-state">(.*?)<\/script>/s.exec(html)![1]!;
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual(session);
  });

  it('keeps data that holds markup inert inside its script', () => {
    const title = 'Tide pools </script><script>alert(1)</script><!-- \u2028';
    const html = WebDocument.parse(BUILT).render(head, { language: 'en', html: '', hydration: { scriptId: 'server-render-state', state: { title } } });
    const script = /<script type="application\/json" id="server-render-state">(.*?)<\/script>/s.exec(html)![1]!;
    expect(script).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(script)).toEqual({ title });
  });

  it('refuses a built document without the places a page goes', () => {
    expect(() => WebDocument.parse(BUILT.replace('<div id="root"></div>', ''))).toThrow(/root/);
    expect(() => WebDocument.parse(BUILT.replace('<html lang="en">', '<html>'))).toThrow(/lang/);
  });
});
