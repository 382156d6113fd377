// One lint configuration for every workspace. Layering is enforced here: event-schemas depends on nothing of
// ours, contracts only on event-schemas, and the web app reaches the server only through contracts.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apiFeatures = readdirSync(`${import.meta.dirname}/services/api/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverOnly = ['@pathwise/api', '@pathwise/api/*', '@pathwise/projections', '@pathwise/event-store', '@pathwise/event-store/*'];

export default tseslint.config(
  { ignores: ['**/dist/**', 'web/dist-server/**', '**/node_modules/**', 'data/**', 'coverage/**', 'k6/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'web/vite.config.ts', 'web/vitest.config.ts', 'scripts/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
    },
  },
  {
    // A focused, skipped, to-do or assertion-free test passes while guarding nothing. Besides `expect`, a test may assert
    // through the helpers named here, each of which fails the test itself.
    files: ['**/*.spec.{ts,tsx}', '**/testing/**/*.ts'],
    plugins: { vitest },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      'vitest/warn-todo': 'error',
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'eventually', 'given.**.then', 'given.**.rejects'] }],
    },
  },
  {
    files: ['event-schemas/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@pathwise/*'], message: 'event-schemas depends on nothing of ours.' }] }] },
  },
  {
    files: ['services/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: serverOnly, message: 'contracts may only use event-schemas.' }] }],
    },
  },
  {
    // An API feature uses another only through its entry (index.ts), and knows neither the composition root nor the
    // demo seed. Specs too: a spec that reaches into another feature's internals pins them as firmly as code does.
    // Subfolders inside a feature never share a feature's name, so `../name/` always means that other feature.
    files: ['services/api/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${apiFeatures.join('|')})/(?!index\\.js$)`,
              message: "Use another feature only through its entry: import from '../<feature>/index.js'.",
            },
            { regex: '^(\\.\\./)+(app|seed)/', message: 'Features know neither the composition root (app/) nor the demo seed (seed/): take what they need as dependencies.' },
          ],
        },
      ],
    },
  },
  {
    // The rest of the API (composition root, HTTP and socket edges, CLIs, seed, test helpers) uses features through
    // their entries too, so that a feature's internals can move without breaking anyone outside it.
    files: ['services/api/src/**/*.ts'],
    ignores: ['services/api/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+features/(${apiFeatures.join('|')})/(?!index\\.js$)`,
              message: "Use a feature only through its entry: import from '<...>/features/<feature>/index.js'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...serverOnly, '**/services/**', '**/projections/**'], message: 'The web app talks to the server only through @pathwise/contracts.' }] },
      ],
    },
  },
  // The web app's layers, one direction: app (with the marketing site) -> features -> shared. A feature is used only
  // through its entries: index.ts, and pages.ts for what the app mounts lazily. Imports are relative, so a pattern can
  // tell another feature's files from its own only by how far an import climbs: each depth inside a feature gets its
  // own pattern. This is typescript-eslint's copy of the rule, so that the server-only patterns above still apply.
  // Specs may import app/ and marketing/, as those that render the whole app must.
  {
    files: ['web/src/shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(app|marketing|features)(/|$)', message: 'shared/ imports neither app/, marketing/ nor features/.' }] }],
    },
  },
  {
    files: ['web/src/{app,marketing,testing}/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)features/[\\w-]+/(?!(index|pages)$)', message: 'Reach a feature through its entry (index.ts, or pages.ts for its pages), never its files.' }] }],
    },
  },
  ...[0, 1, 2].flatMap((depth) => {
    const files = `web/src/features/*/${'*/'.repeat(depth)}`;
    const anotherFeaturesFiles = {
      regex: `^(\\.\\./){${depth + 1}}[\\w-]+/(?!(index|pages)$)`,
      message: 'Another feature is reached through its entry (index.ts, or pages.ts for its pages), never its files; pages that need two features are composed in app/.',
    };
    const app = { regex: '^(\\.\\./)+(app|marketing)(/|$)', message: 'A feature never imports app/ or marketing/: they compose features, not the other way round.' };
    return [
      { files: [`${files}*.{ts,tsx}`], ignores: ['**/*.spec.{ts,tsx}'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [app, anotherFeaturesFiles] }] } },
      { files: [`${files}*.spec.{ts,tsx}`], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [anotherFeaturesFiles] }] } },
    ];
  }),
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
