import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Alias, type HtmlTagDescriptor, type Plugin } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

/** The Latin file of Inter's variable font, weights 400-700 among its range: what the first paint draws with (spec section 9). */
const PRELOADED_FONT = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Adds `<link rel="preload">` for the bundled Inter files, so the browser fetches them with the HTML instead of
 * after the stylesheet; their hashed names are only known once the bundle is written.
 */
function preloadFonts(): Plugin {
  return {
    name: 'pathwise:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((fileName) => PRELOADED_FONT.test(fileName));
        return files.sort().map(
          (fileName): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}

/** Where Preact is installed: its package publishes the unbuilt source beside the build, in src/ folders. */
const preactRoot = dirname(fileURLToPath(import.meta.resolve('preact/package.json')));

/**
 * The app is written against React's API and runs on Preact's compat layer, in the browser and on the server alike
 * (a page must hydrate the markup the same library rendered): some 60 KB less JavaScript before a page can paint.
 * The browser's build bundles Preact's source rather than its minified build, whose one-letter names the pure-function
 * list below would match (its render is called `z`, as zod is). The server renders with preact-render-to-string,
 * which reads the internals of Preact's build, so it takes the build.
 */
function reactAsPreact(isSsrBuild: boolean): Alias[] {
  const compat = isSsrBuild ? 'preact/compat' : `${preactRoot}/compat/src/index.js`;
  const fromSource: Alias[] = isSsrBuild
    ? []
    : [
        { find: /^preact\/compat$/, replacement: compat },
        { find: /^preact\/hooks$/, replacement: `${preactRoot}/hooks/src/index.js` },
        { find: /^preact\/jsx-runtime$/, replacement: `${preactRoot}/jsx-runtime/src/index.js` },
        { find: /^preact$/, replacement: `${preactRoot}/src/index.js` },
      ];
  return [
    { find: /^react$/, replacement: compat },
    { find: /^react-dom$/, replacement: compat },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    ...fromSource,
  ];
}

/**
 * The libraries that import React: the server's build bundles them, so that the aliases reach their imports too
 * (left to Node's resolution, they would load React itself next to Preact).
 */
const reactLibraries = [/^@tanstack\/react-/, 'react-markdown', 'sonner', 'use-sync-external-store'];

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [react(), preloadFonts()],
  // Workspace packages publish dist/ for Node; the app bundles their TypeScript source instead, so no build step
  // of theirs has to run before `vite dev`.
  resolve: { conditions: ['source', ...defaultClientConditions], alias: reactAsPreact(isSsrBuild) },
  // The server's build of the app (src/entry-server.tsx, into dist-server/), which renders public pages before any
  // script runs; it bundles our packages from source too, and leaves the rest to Node's own resolution.
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['node'] },
    noExternal: reactLibraries,
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // One stylesheet for every page, linked by index.html: a page the server rendered is styled before any script
    // runs (a page's own CSS, split off with its chunk, would come only with its JavaScript). All of it is 14 KB
    // gzipped, against 6 KB for the shell's alone.
    cssCodeSplit: false,
    // The server build needs neither the static files nor a manifest: the browser build serves those.
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: each chunk's static imports, from which the size-budget test counts a first page's
    // JavaScript (services/bench/src/bundle/initial-javascript.ts).
    manifest: !isSsrBuild,
    rolldownOptions: {
      // A zod schema or event definition at the top of a contracts module is a value, not an action: one the app
      // never reads can be dropped with the rest of its module's unused code (both packages declare no side effects).
      // The option matches these names in every module, minified libraries' included (see reactAsPreact).
      treeshake: { manualPureFunctions: ['z', 'defineEvent'] },
      // A feature's index.ts re-exports what other features use; without this, every module it names is part of
      // the entry's import graph, and so of the first download, even where only a lazy page uses it (web/package.json
      // declares the app's modules free of side effects, its stylesheets apart).
      experimental: { lazyBarrel: true },
      // Everything the entry imports statically, in one chunk: left to itself the bundler splits off each module that
      // a lazy page shares with the entry (the router, the query client, i18n, ...), some twenty files that every
      // first page downloads anyway, each compressed apart (about 9 KB more gzipped, in more requests). The group is
      // closed under static imports already, so it pulls in no dependencies: doing so would drag in zod, which only
      // the tree-shaken parts of its modules import. The server's build keeps the default (it reads chunks from disk).
      output: isSsrBuild
        ? {}
        : { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'], includeDependenciesRecursively: false }] } },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/metrics': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
}));
