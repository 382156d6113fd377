import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layering (app -> features -> shared, a feature only through its entries) holds only while lint
 * refuses a planted import that breaks it. Each case lints code as if it were the named file, which must exist: the
 * typed lint setup reads it through the TypeScript project.
 */
// From this file's own address: Vite rewrites `new URL('../..', import.meta.url)` into a dev-server path.
const repositoryRoot = decodeURIComponent(new URL(import.meta.url).pathname).replace(/web\/src\/[^/]+$/, '');
const layeringRule = '@typescript-eslint/no-restricted-imports';
const eslint = new ESLint({ cwd: repositoryRoot, ruleFilter: ({ ruleId }) => ruleId === layeringRule });

async function refusals(file: string, importedFrom: string): Promise<string[]> {
  const code = `import * as planted from '${importedFrom}';\nexport { planted };\n`;
  const [result] = await eslint.lintText(code, { filePath: `${repositoryRoot}web/src/${file}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

const FEATURE_FILE = 'features/forum/components/forum-page.tsx';

describe('web layering lint', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature’s files', async () => {
    expect(await refusals(FEATURE_FILE, '../../course-player/components/quiz-question')).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*through its entry/),
    ]);
  });

  it('refuses it at every depth of the importing feature', async () => {
    expect(await refusals('features/forum/pages.ts', '../courses/lib/catalogue-search')).toHaveLength(1);
    expect(await refusals('features/forum/routes/course-forum-route.tsx', '../../courses/lib/catalogue-search')).toHaveLength(1);
  });

  it('lets a feature use another through its entries, and its own files freely', async () => {
    expect(await refusals(FEATURE_FILE, '../../course-player')).toEqual([]);
    expect(await refusals(FEATURE_FILE, '../../gamification/pages')).toEqual([]);
    expect(await refusals(FEATURE_FILE, '../api/forum-keys')).toEqual([]);
    expect(await refusals(FEATURE_FILE, '../../../shared/ui/field')).toEqual([]);
  });

  it('refuses a feature importing app/ or the marketing site', async () => {
    expect(await refusals(FEATURE_FILE, '../../../app/router')).toHaveLength(1);
    expect(await refusals(FEATURE_FILE, '../../../marketing')).toHaveLength(1);
  });

  it('refuses shared/ importing a feature or app/', async () => {
    expect(await refusals('shared/ui/field.tsx', '../../features/identity')).toHaveLength(1);
    expect(await refusals('shared/ui/field.tsx', '../../app/router')).toHaveLength(1);
  });

  it('lets app/ reach a feature only through its entries', async () => {
    expect(await refusals('app/router.tsx', '../features/forum/components/forum-page')).toHaveLength(1);
    expect(await refusals('app/router.tsx', '../features/forum/pages')).toEqual([]);
    expect(await refusals('app/router.tsx', '../features/identity')).toEqual([]);
  });
});
