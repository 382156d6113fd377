import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

/** The Latin files of Inter 400-700: what the first paint draws with (spec section 9 preloads these weights). */
const PRELOADED_FONT = /(^|\/)inter-latin-(400|500|600|700)-normal-[\w-]+\.woff2$/;

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

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [react(), preloadFonts()],
  // Workspace packages publish dist/ for Node; the app bundles their TypeScript source instead, so no build step
  // of theirs has to run before `vite dev`.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The server's build of the app (src/entry-server.tsx, into dist-server/), which renders public pages before any
  // script runs; it bundles our packages from source too, and leaves the rest to Node's own resolution.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['node'] } },
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
